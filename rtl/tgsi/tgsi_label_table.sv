// Symbolic labels of one stream (docs/tgsi.md 11.7, error LABEL): every label value seen so far,
// whether it was declared (Target 1) and whether it was referenced (Target 0). A lookup is one
// compare per slot, combinational on label_i, so the checks of a LABEL extension token take no
// extra cycle:
//   dup_o        label_i is already declared (declaring it again is an error);
//   full_o       label_i is not in the table and every slot is taken (the RTL's own limit:
//                the caller reports LIMIT at the LABEL token, rtl/tgsi/README.md "Limits");
//   undeclared_o some referenced label is never declared (checked at the end of the body).
// op_i commits the current token's operation: mark label_i declared (op_declare_i) or referenced,
// in its slot or in the next free one. Label 0 never reaches the table (it means "no label").
module tgsi_label_table #(
  parameter int unsigned Slots  = 32,
  parameter int unsigned LabelW = tgsi_pkg::INSTRUCTION_EXT_LABEL_LABEL_WIDTH
) (
  input  logic              clk_i,
  input  logic              rst_ni,
  input  logic              clear_i,
  input  logic              op_i,
  input  logic              op_declare_i,
  input  logic [LabelW-1:0] label_i,
  output logic              dup_o,
  output logic              full_o,
  output logic              undeclared_o
);

  localparam int unsigned CountW = $clog2(Slots + 1);

  logic [Slots-1:0]        used_q, decl_q, ref_q, match;
  logic [Slots*LabelW-1:0] label_q;
  logic [CountW-1:0]       count_q;

  for (genvar k = 0; k < Slots; k++) begin : gen_match
    assign match[k] = used_q[k] && label_q[k*LabelW +: LabelW] == label_i;
  end

  logic hit;
  assign hit          = |match;
  assign dup_o        = |(match & decl_q);
  assign full_o       = !hit && count_q == CountW'(Slots);
  assign undeclared_o = |(used_q & ref_q & ~decl_q);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      used_q  <= '0;
      decl_q  <= '0;
      ref_q   <= '0;
      count_q <= '0;
    end else if (clear_i) begin
      used_q  <= '0;
      decl_q  <= '0;
      ref_q   <= '0;
      count_q <= '0;
    end else if (op_i) begin
      if (hit) begin
        if (op_declare_i) begin
          decl_q <= decl_q | match;
        end else begin
          ref_q <= ref_q | match;
        end
      end else if (!full_o) begin
        for (int k = 0; k < Slots; k++) begin
          if (count_q == CountW'(k)) begin
            used_q[k] <= 1'b1;
            decl_q[k] <= op_declare_i;
            ref_q[k]  <= !op_declare_i;
          end
        end
        count_q <= count_q + CountW'(1);
      end
    end
  end

  // Label values are only compared: no reset needed (used_q guards them).
  always_ff @(posedge clk_i) begin
    if (op_i && !hit && !full_o) begin
      for (int k = 0; k < Slots; k++) begin
        if (count_q == CountW'(k)) begin
          label_q[k*LabelW +: LabelW] <= label_i;
        end
      end
    end
  end

endmodule
