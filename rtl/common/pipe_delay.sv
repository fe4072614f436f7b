// Stages registers in a row: the one register idiom of the pipelines. Register k loads on
// reg_en_i[k] (k = 1..Stages), the enables pipe_ctrl gives the units spanning those stages;
// reg_en_i[0] is unused (the input handshake, as in every unit, or in a slice the enable
// before the first register). Stages = 0 is a wire. Uses:
// - a value carried from one point of an ISA pipeline to a later one in lock-step with its
//   instruction (the ATTILA and Valhall pipelines), and pipe_ctrl's side data;
// - the registers inside a unit (fp_fma, fp_cmp, fp_cvt, fp_sfu, fp_recur_cut): a cut of N
//   registers whose last one loads on reg_en_i[j] of the unit gets Stages = N and the slice
//   reg_en_i[j -: N + 1] (an optional cut: N = 0 or 1, j = 0 when it is absent).
// Each register is its own generate block (no unpacked array: Yosys 0.23 would make it a
// memory). Data registers need no reset: the valid bits in pipe_ctrl guard them.
module pipe_delay #(
  parameter int unsigned Width  = 1,
  parameter int unsigned Stages = 1
) (
  input  logic             clk_i,
  input  logic [Stages:0]  reg_en_i,
  input  logic [Width-1:0] d_i,
  output logic [Width-1:0] q_o
);

  if (Stages == 0) begin : gen_wire
    assign q_o = d_i;
    // No register: the clock and the enable are not needed.
    logic unused_clk_en;
    assign unused_clk_en = clk_i ^ reg_en_i[0];
  end else begin : gen_regs
    for (genvar k = 1; k <= Stages; k++) begin : gen_stage
      logic [Width-1:0] data_d, data_q;
      if (k == 1) begin : gen_first
        assign data_d = d_i;
      end else begin : gen_next
        assign data_d = gen_stage[k-1].data_q;
      end
      always_ff @(posedge clk_i) begin
        if (reg_en_i[k]) data_q <= data_d;
      end
    end
    assign q_o = gen_stage[Stages].data_q;
    logic unused_en0;
    assign unused_en0 = reg_en_i[0];
  end

endmodule
