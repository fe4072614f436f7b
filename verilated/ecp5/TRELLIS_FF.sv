// Simulation model of the ECP5 slice flip-flop (TRELLIS_FF). Parameters as nextpnr reads them:
// CLKMUX "CLK"/"INV"; CEMUX "1"/"0"/"CE"/"INV"; LSRMUX "LSR"/"INV"; SRMODE "LSR_OVER_CE"
// (synchronous set/reset, which wins over CE) or "ASYNC"; REGSET "RESET"/"SET" (the value LSR
// loads, and the value after configuration); LSRMODE "LSR" or "PRLD" (LSR loads M instead).
// GSR (the global set/reset) is never pulsed after configuration, so it has no effect here.
module TRELLIS_FF #(
  parameter string GSR     = "ENABLED",
  parameter string CEMUX   = "1",
  parameter string CLKMUX  = "CLK",
  parameter string LSRMUX  = "LSR",
  parameter string SRMODE  = "LSR_OVER_CE",
  parameter string REGSET  = "RESET",
  parameter string LSRMODE = "LSR"
) (
  input  logic CLK,
  input  logic LSR,
  input  logic CE,
  input  logic DI,
  input  logic M,
  output logic Q
);
  localparam logic SetValue = (REGSET == "SET");
  logic clk, lsr, ce, set_to;
  assign clk    = (CLKMUX == "INV") ? ~CLK : CLK;
  assign lsr    = (LSRMUX == "INV") ? ~LSR : LSR;
  assign ce     = (CEMUX == "CE") ? CE : (CEMUX == "INV") ? ~CE : (CEMUX != "0");
  assign set_to = (LSRMODE == "PRLD") ? M : SetValue;

  initial Q = SetValue;  // the configured value (simulation model, not RTL)
  if (SRMODE == "ASYNC") begin : gen_async
    always_ff @(posedge clk or posedge lsr) begin
      if (lsr)     Q <= set_to;
      else if (ce) Q <= DI;
    end
  end else begin : gen_sync
    always_ff @(posedge clk) begin
      if (lsr)     Q <= set_to;
      else if (ce) Q <= DI;
    end
  end
  logic unused_gsr;
  assign unused_gsr = (GSR == "ENABLED");
endmodule
