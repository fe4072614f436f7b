// Flow-control structure check of the parser (docs/tgsi.md 11.7, G11, error NESTING): a stack of
// the open IF (before / after its ELSE) and BGNLOOP2 blocks, at most LIMIT_NESTING deep, the
// number of open loops, and whether a subroutine is open. bad_o says whether an instruction of
// flow role role_i breaks the structure (combinational, the role of the current INSTRUCTION
// token); commit_i applies it. open_o: something is still open (checked at the end of the body).
module tgsi_nest (
  input  logic                                   clk_i,
  input  logic                                   rst_ni,
  input  logic                                   clear_i,
  input  logic [tgsi_pkg::OPCODE_FLOW_BITS-1:0]  role_i,
  input  logic                                   commit_i,
  output logic                                   bad_o,
  output logic                                   open_o
);

  localparam int unsigned Depth  = tgsi_pkg::LIMIT_NESTING;
  localparam int unsigned DepthW = $clog2(Depth + 1);
  localparam int unsigned RoleW  = tgsi_pkg::OPCODE_FLOW_BITS;
  localparam int unsigned StackW = 2 * Depth;

  logic [StackW-1:0] stack_q, stack_d;
  logic [DepthW-1:0]  depth_q, depth_d, loops_q, loops_d;
  logic               in_sub_q, in_sub_d;

  logic [1:0]              top;  // tgsi_decoder_pkg::nest_e
  logic                    empty;
  assign empty = depth_q == '0;
  // The innermost entry (meaningless when empty), and the position of a pushed entry.
  logic [StackW-1:0] top_sh;
  assign top_sh = stack_q >> (2 * (32'(depth_q) - 1));
  assign top    = top_sh[1:0];
  logic unused_top_sh;
  assign unused_top_sh = ^top_sh[StackW-1:2];

  logic [1:0] push;  // the entry an IF / BGNLOOP2 pushes
  always_comb begin
    push     = 2'(tgsi_decoder_pkg::NEST_IF);
    bad_o    = 1'b0;
    stack_d  = stack_q;
    depth_d  = depth_q;
    loops_d  = loops_q;
    in_sub_d = in_sub_q;
    unique case (role_i)
      RoleW'(tgsi_pkg::FLOW_IF), RoleW'(tgsi_pkg::FLOW_BGNLOOP): begin
        bad_o = 32'(depth_q) >= Depth;
        push    = role_i == RoleW'(tgsi_pkg::FLOW_IF) ? tgsi_decoder_pkg::NEST_IF
                                                          : tgsi_decoder_pkg::NEST_LOOP;
        stack_d = (stack_q & ~(StackW'(3) << (2 * 32'(depth_q)))) |
                  (StackW'(push) << (2 * 32'(depth_q)));
        depth_d = depth_q + DepthW'(1);
        if (role_i == RoleW'(tgsi_pkg::FLOW_BGNLOOP)) begin
          loops_d = loops_q + DepthW'(1);
        end
      end
      RoleW'(tgsi_pkg::FLOW_ELSE): begin
        bad_o = empty || top != 2'(tgsi_decoder_pkg::NEST_IF);
        stack_d = (stack_q & ~(StackW'(3) << (2 * (32'(depth_q) - 1)))) |
                  (StackW'(tgsi_decoder_pkg::NEST_ELSE) << (2 * (32'(depth_q) - 1)));
      end
      RoleW'(tgsi_pkg::FLOW_ENDIF): begin
        bad_o   = empty || top == 2'(tgsi_decoder_pkg::NEST_LOOP);
        depth_d = depth_q - DepthW'(1);
      end
      RoleW'(tgsi_pkg::FLOW_ENDLOOP): begin
        bad_o   = empty || top != 2'(tgsi_decoder_pkg::NEST_LOOP);
        depth_d = depth_q - DepthW'(1);
        loops_d = loops_q - DepthW'(1);
      end
      RoleW'(tgsi_pkg::FLOW_IN_LOOP): begin
        bad_o = loops_q == '0;
      end
      RoleW'(tgsi_pkg::FLOW_BGNSUB): begin
        bad_o    = in_sub_q || !empty;
        in_sub_d = 1'b1;
      end
      RoleW'(tgsi_pkg::FLOW_ENDSUB): begin
        bad_o    = !in_sub_q || !empty;
        in_sub_d = 1'b0;
      end
      default: begin
        // NONE, CALL, RET: no structural role.
      end
    endcase
  end

  assign open_o = !empty || in_sub_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      stack_q  <= '0;
      depth_q  <= '0;
      loops_q  <= '0;
      in_sub_q <= 1'b0;
    end else if (clear_i) begin
      stack_q  <= '0;
      depth_q  <= '0;
      loops_q  <= '0;
      in_sub_q <= 1'b0;
    end else if (commit_i && !bad_o) begin
      stack_q  <= stack_d;
      depth_q  <= depth_d;
      loops_q  <= loops_d;
      in_sub_q <= in_sub_d;
    end
  end

endmodule
