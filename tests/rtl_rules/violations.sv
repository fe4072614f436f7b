// Fixture for check_rtl_rules.py: exactly four violations (lines 6, 15, 16, 17), and constructs
// that are not violations (a unique case with a default, an assignment pattern's default,
// a parameter list `#(`, comments mentioning initial and #1, a binary minus before a cast).
module violations #(parameter int W = 8) (input logic [1:0] s, output logic [W-1:0] y);
  always_comb begin
    unique case (s)
      2'd0: y = '{default: 1'b1};
      2'd1: y = '0;
    endcase
    unique case (s)
      2'd0:    y = '1;
      default: y = '0;
    endcase
  end
  initial y = '0;
  assign #1 y = '0;  // an initial block and #1 here are not counted twice
  assign y = -W'(s) + (W'(1) - W'(s));
endmodule
