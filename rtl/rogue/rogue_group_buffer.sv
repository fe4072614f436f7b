// Byte stream in, whole instruction groups out (docs/rogue.md 1.11 steps 1 and 7). Bytes arrive
// InBytes per beat (valid/ready; in_count_i of them valid, from byte 0; in_last_i: the stream
// ends after this beat) and collect in a buffer of 32 + InBytes bytes. The group at its head is
// offered (grp_valid_o) as soon as LENGTH*2 bytes are there (LENGTH of the head byte, 0 = 32),
// or, when the stream has ended with fewer bytes, as a truncated group holding the bytes that
// remain (TRUNCATED: the stream's last group). Taking a group (grp_ready_i) shifts the buffer by
// the group's length, so groups come out back to back at the offset LENGTH gives, whatever the
// group's bytes hold (step 7). Offsets count from the first byte of the stream and start again
// at 0 with the next stream.
//
// in_ready_o is a register function (free room for a whole beat and no stream end pending): it
// does not depend on in_valid_i or grp_ready_i. A beat with in_count_i = 0 and in_last_i = 1 ends
// a stream without bytes.
module rogue_group_buffer #(
  parameter int unsigned InBytes = 1,
  localparam int unsigned CntW   = $clog2(InBytes + 1)
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic                 in_valid_i,
  output logic                 in_ready_o,
  input  logic [8*InBytes-1:0] in_data_i,
  input  logic [CntW-1:0]      in_count_i,
  input  logic                 in_last_i,
  output logic                 grp_valid_o,
  input  logic                 grp_ready_i,
  // The first LIMIT_GROUP_MAX_BYTES bytes of the buffer, byte k at [8k+7:8k].
  output logic [8*rogue_pkg::LIMIT_GROUP_MAX_BYTES-1:0] grp_bytes_o,
  output logic [5:0]           grp_len_o,     // the group's bytes: LENGTH*2, or what is left
  output logic                 grp_trunc_o,   // the stream ended inside the group
  output logic [31:0]          grp_offset_o,  // stream offset of the group's first byte
  output logic                 busy_o         // bytes held or a stream end pending
);
  localparam int unsigned Cap  = rogue_pkg::LIMIT_GROUP_MAX_BYTES + InBytes;
  localparam int unsigned AcW  = $clog2(Cap + 1);

  logic [8*Cap-1:0] buf_q, buf_d;
  logic [AcW-1:0]   cnt_q, cnt_d;
  logic             last_q, last_d;    // the stream's end is in the buffer
  logic [31:0]      off_q, off_d;

  // The group at the head: LENGTH (docs/rogue.md 1.2) in 16-bit units, 0 meaning 32 bytes.
  logic [3:0] head_units;
  logic [5:0] head_len;
  logic       complete, truncated, take, accept;
  logic [5:0] take_n;
  // LENGTH sits in the first byte in every header form; its bit positions come from the package
  // (one byte per bit, most significant first).
  for (genvar j = 0; j < rogue_pkg::HDR_LENGTH_WIDTH; j++) begin : gen_length
    assign head_units[j] = buf_q[32'(rogue_pkg::HDR_VBRIEF_LENGTH_BITS[j*8 +: 8])];
  end
  assign head_len   = head_units == 4'd0 ? 6'd32 : {1'b0, head_units, 1'b0};
  assign complete   = cnt_q != '0 && 32'(cnt_q) >= 32'(head_len);
  assign truncated  = last_q && cnt_q != '0 && 32'(cnt_q) < 32'(head_len);

  assign grp_valid_o  = complete | truncated;
  assign grp_bytes_o  = buf_q[8*rogue_pkg::LIMIT_GROUP_MAX_BYTES-1:0];
  assign grp_len_o    = truncated ? 6'(cnt_q) : head_len;
  assign grp_trunc_o  = truncated;
  assign grp_offset_o = off_q;
  assign busy_o       = cnt_q != '0 || last_q;

  assign in_ready_o = !last_q && 32'(cnt_q) + InBytes <= Cap;
  assign accept     = in_valid_i && in_ready_o;
  assign take       = grp_valid_o && grp_ready_i;
  assign take_n     = take ? grp_len_o : 6'd0;

  always_comb begin
    logic [AcW-1:0] left;
    logic [AcW:0]   src;
    left  = cnt_q - AcW'(take_n);
    buf_d = '0;
    for (int i = 0; i < Cap; i++) begin
      src = (AcW+1)'(i) + (AcW+1)'(take_n);
      if (i < 32'(left)) begin
        buf_d[i*8 +: 8] = buf_q[32'(src)*8 +: 8];
      end else if (accept && i - 32'(left) < 32'(in_count_i) && i - 32'(left) < InBytes) begin
        buf_d[i*8 +: 8] = in_data_i[(i-32'(left))*8 +: 8];
      end
    end
    cnt_d  = left + (accept ? AcW'(in_count_i) : '0);
    // The stream is over once its last byte has left the buffer: offsets start again.
    last_d = (last_q || (accept && in_last_i)) && cnt_d != '0;
    off_d  = off_q + 32'(take_n);
    if ((last_q || (accept && in_last_i)) && cnt_d == '0) off_d = '0;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      buf_q  <= '0;
      cnt_q  <= '0;
      last_q <= 1'b0;
      off_q  <= '0;
    end else begin
      buf_q  <= buf_d;
      cnt_q  <= cnt_d;
      last_q <= last_d;
      off_q  <= off_d;
    end
  end

endmodule
