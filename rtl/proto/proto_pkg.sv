// Constants of the prototype host link (rtl/proto/README.md "Link protocol"). The host codec
// (harness/link/frame.h) repeats them; tests/proto checks both ends against each other.
package proto_pkg;

  // Every frame starts with this byte; the parser hunts for it between frames.
  localparam logic [7:0] Sync = 8'hA5;
  localparam logic [7:0] ProtocolVersion = 8'd1;

  // Host -> device commands.
  localparam logic [7:0] CmdExec     = 8'h01;  // payload: the pipeline's input port bits
  localparam logic [7:0] CmdIdentify = 8'h02;  // no payload

  // Device -> host replies.
  localparam logic [7:0] RspResult   = 8'h81;  // payload: the pipeline's output port bits
  localparam logic [7:0] RspIdentity = 8'h82;  // payload: IdentBytes, see proto_link
  localparam logic [7:0] RspError    = 8'hEE;  // payload: one error code byte

  // Error codes (payload of RspError).
  localparam logic [7:0] ErrChecksum = 8'd1;   // CRC-8 of the frame did not match
  localparam logic [7:0] ErrCommand  = 8'd2;   // unknown command byte
  localparam logic [7:0] ErrLength   = 8'd3;   // length field is not the command's length
  localparam logic [7:0] ErrOverrun  = 8'd4;   // EXEC while the previous one is still waiting
  localparam logic [7:0] ErrTimeout  = 8'd5;   // a frame stopped arriving half way
  localparam logic [7:0] ErrFraming  = 8'd6;   // a UART byte without its stop bit

  // ISA identifiers of the identity reply.
  localparam logic [7:0] IsaAttila  = 8'd1;
  localparam logic [7:0] IsaValhall = 8'd2;

  // Identity payload: version, isa, lanes, config, compact, reserved, in_bits (4 bytes LE),
  // out_bits (4 bytes LE).
  localparam int unsigned IdentBytes = 14;

endpackage
