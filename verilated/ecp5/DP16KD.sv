// Simulation model of the ECP5 16-kbit block RAM (DP16KD) in the forms Yosys' synth_ecp5 maps a
// memory to (techlibs/lattice/brams_map_16kd.v: $__DP16KD_ true dual port, $__PDPW16KD_ pseudo
// dual port), for post-route simulation (verilated/ecp5/README.md). What it implements:
//   - both ports of one width (DATA_WIDTH_A == DATA_WIDTH_B: 1, 2, 4, 9, 18, or 36, the pseudo
//     dual-port mode where port A writes {DIB, DIA} and port B reads {DOB, DOA}); word a is the
//     same for both ports, so a word
//     written through one port reads back through the other (the physical layout that mixed
//     widths would expose is not modelled: synth.py refuses unequal widths; the model keeps
//     the 16,384 or 18,432 bits as Depth words of W bits);
//   - addresses: width W uses AD[13:k] with k = 0, 1, 2, 3, 4, 5 for W = 1, 2, 4, 9, 18, 36;
//     byte write enables (9-bit bytes) on AD[1:0] at W = 18 and ADA[3:0] at W = 36;
//   - a write on the rising clock edge when CE, WE (and the byte's enable) are high; a read on
//     the rising edge when CE is high (REGMODE "NOREG": the output register is the read
//     register); RST (RESETMODE "SYNC") clears the output register on the edge, CE or not;
//     WRITEMODE of a port that writes: "NORMAL" keeps its output, "WRITETHROUGH" shows the new
//     word, "READBEFOREWRITE" the old one; a read by one port of a word the other writes on the
//     same edge returns the old word (the hardware leaves it undefined; the netlists simulated
//     here come from RTL that never uses such a read);
//   - chip select: CSDECODE "0b000" with the CS pins tied to 0 (synth.py checks both);
//   - contents after configuration: INITVAL_00..3F all zero (synth.py checks it: Yosys writes
//     zeros for a memory without an initial value), so the array starts at 0.
// Clock multiplexers CLKAMUX/CLKBMUX "CLKA"/"CLKB" (or "INV"), GSR, RESETMODE and
// ASYNC_RESET_RELEASE have no effect here (synth.py accepts the asynchronous modes only with the
// RST pins tied to 0, where they cannot act). Not RTL: simulation only (an initial statement), outside rtl/.
module DP16KD #(
  parameter int    DATA_WIDTH_A        = 18,
  parameter int    DATA_WIDTH_B        = 18,
  parameter string REGMODE_A           = "NOREG",
  parameter string REGMODE_B           = "NOREG",
  parameter string RESETMODE           = "SYNC",
  parameter string ASYNC_RESET_RELEASE = "SYNC",
  parameter string CSDECODE_A          = "0b000",
  parameter string CSDECODE_B          = "0b000",
  parameter string WRITEMODE_A         = "NORMAL",
  parameter string WRITEMODE_B         = "NORMAL",
  parameter string CLKAMUX             = "CLKA",
  parameter string CLKBMUX             = "CLKB",
  parameter string GSR                 = "ENABLED",
  parameter logic [319:0] INITVAL_00 = 320'd0,
  parameter logic [319:0] INITVAL_01 = 320'd0,
  parameter logic [319:0] INITVAL_02 = 320'd0,
  parameter logic [319:0] INITVAL_03 = 320'd0,
  parameter logic [319:0] INITVAL_04 = 320'd0,
  parameter logic [319:0] INITVAL_05 = 320'd0,
  parameter logic [319:0] INITVAL_06 = 320'd0,
  parameter logic [319:0] INITVAL_07 = 320'd0,
  parameter logic [319:0] INITVAL_08 = 320'd0,
  parameter logic [319:0] INITVAL_09 = 320'd0,
  parameter logic [319:0] INITVAL_0A = 320'd0,
  parameter logic [319:0] INITVAL_0B = 320'd0,
  parameter logic [319:0] INITVAL_0C = 320'd0,
  parameter logic [319:0] INITVAL_0D = 320'd0,
  parameter logic [319:0] INITVAL_0E = 320'd0,
  parameter logic [319:0] INITVAL_0F = 320'd0,
  parameter logic [319:0] INITVAL_10 = 320'd0,
  parameter logic [319:0] INITVAL_11 = 320'd0,
  parameter logic [319:0] INITVAL_12 = 320'd0,
  parameter logic [319:0] INITVAL_13 = 320'd0,
  parameter logic [319:0] INITVAL_14 = 320'd0,
  parameter logic [319:0] INITVAL_15 = 320'd0,
  parameter logic [319:0] INITVAL_16 = 320'd0,
  parameter logic [319:0] INITVAL_17 = 320'd0,
  parameter logic [319:0] INITVAL_18 = 320'd0,
  parameter logic [319:0] INITVAL_19 = 320'd0,
  parameter logic [319:0] INITVAL_1A = 320'd0,
  parameter logic [319:0] INITVAL_1B = 320'd0,
  parameter logic [319:0] INITVAL_1C = 320'd0,
  parameter logic [319:0] INITVAL_1D = 320'd0,
  parameter logic [319:0] INITVAL_1E = 320'd0,
  parameter logic [319:0] INITVAL_1F = 320'd0,
  parameter logic [319:0] INITVAL_20 = 320'd0,
  parameter logic [319:0] INITVAL_21 = 320'd0,
  parameter logic [319:0] INITVAL_22 = 320'd0,
  parameter logic [319:0] INITVAL_23 = 320'd0,
  parameter logic [319:0] INITVAL_24 = 320'd0,
  parameter logic [319:0] INITVAL_25 = 320'd0,
  parameter logic [319:0] INITVAL_26 = 320'd0,
  parameter logic [319:0] INITVAL_27 = 320'd0,
  parameter logic [319:0] INITVAL_28 = 320'd0,
  parameter logic [319:0] INITVAL_29 = 320'd0,
  parameter logic [319:0] INITVAL_2A = 320'd0,
  parameter logic [319:0] INITVAL_2B = 320'd0,
  parameter logic [319:0] INITVAL_2C = 320'd0,
  parameter logic [319:0] INITVAL_2D = 320'd0,
  parameter logic [319:0] INITVAL_2E = 320'd0,
  parameter logic [319:0] INITVAL_2F = 320'd0,
  parameter logic [319:0] INITVAL_30 = 320'd0,
  parameter logic [319:0] INITVAL_31 = 320'd0,
  parameter logic [319:0] INITVAL_32 = 320'd0,
  parameter logic [319:0] INITVAL_33 = 320'd0,
  parameter logic [319:0] INITVAL_34 = 320'd0,
  parameter logic [319:0] INITVAL_35 = 320'd0,
  parameter logic [319:0] INITVAL_36 = 320'd0,
  parameter logic [319:0] INITVAL_37 = 320'd0,
  parameter logic [319:0] INITVAL_38 = 320'd0,
  parameter logic [319:0] INITVAL_39 = 320'd0,
  parameter logic [319:0] INITVAL_3A = 320'd0,
  parameter logic [319:0] INITVAL_3B = 320'd0,
  parameter logic [319:0] INITVAL_3C = 320'd0,
  parameter logic [319:0] INITVAL_3D = 320'd0,
  parameter logic [319:0] INITVAL_3E = 320'd0,
  parameter logic [319:0] INITVAL_3F = 320'd0,
  parameter int    WID                 = 0
) (
  input  logic DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0,
  input  logic ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0,
  input  logic CEA, OCEA, CLKA, WEA, RSTA, CSA2, CSA1, CSA0,
  output logic DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0,
  input  logic DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0,
  input  logic ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0,
  input  logic CEB, OCEB, CLKB, WEB, RSTB, CSB2, CSB1, CSB0,
  output logic DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0
);
  localparam int W = DATA_WIDTH_A;  // both ports (synth.py refuses unequal widths)
  localparam int K = (W == 1) ? 0 : (W == 2) ? 1 : (W == 4) ? 2 : (W == 9) ? 3 : (W == 18) ? 4 : 5;
  localparam int Depth = (W == 1) ? 16384 : (W == 2) ? 8192 : (W == 4) ? 4096 :
                         (W == 9) ? 2048 : (W == 18) ? 1024 : 512;

  logic [17:0] dia, dib, doa, dob;
  logic [13:0] ada, adb;
  assign dia = {DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0};
  assign dib = {DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0};
  assign ada = {ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0};
  assign adb = {ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0};
  assign {DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0} = doa;
  assign {DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0} = dob;

  logic clka, clkb;
  assign clka = (CLKAMUX == "INV") ? ~CLKA : CLKA;
  assign clkb = (CLKBMUX == "INV") ? ~CLKB : CLKB;

  logic [W-1:0] mem [Depth];
  logic [35:0]  qa, qb;  // the ports' output registers
  initial begin  // the configured contents (INITVAL all zero) and output registers
    for (int a = 0; a < Depth; a++) mem[a] = '0;
    qa = '0;
    qb = '0;
  end

  // The word address of a port, and its byte enables (all ones below 18 bits).
  function automatic int word(input logic [13:0] ad);
    word = int'({18'h0, ad} >> K);
  endfunction
  function automatic logic [35:0] bytes_mask(input logic [13:0] ad);
    bytes_mask = '1;
    if (W == 18) bytes_mask = {18'h0, {9{ad[1]}}, {9{ad[0]}}};
    if (W == 36) bytes_mask = {{9{ad[3]}}, {9{ad[2]}}, {9{ad[1]}}, {9{ad[0]}}};
  endfunction

  logic [35:0] wdata_a, wdata_b;
  assign wdata_a = (W == 36) ? {dib, dia} : {18'h0, dia};
  assign wdata_b = {18'h0, dib};

  // Port A: writes (and, below 36 bits, reads).
  always_ff @(posedge clka) begin
    if (CEA && WEA) begin
      logic [35:0] old, m;
      old = 36'(mem[word(ada)]);
      m   = bytes_mask(ada);
      mem[word(ada)] <= W'((old & ~m) | (wdata_a & m));
      if (W != 36) begin
        if (WRITEMODE_A == "WRITETHROUGH")         qa <= (old & ~m) | (wdata_a & m);
        else if (WRITEMODE_A == "READBEFOREWRITE") qa <= old;
      end
    end else if (CEA && W != 36) begin
      qa <= 36'(mem[word(ada)]);
    end
    if (RSTA && W != 36) qa <= '0;
  end

  // Port B: reads (the whole 36 bits in the pseudo dual-port mode) and, below 36 bits, writes.
  always_ff @(posedge clkb) begin
    if (CEB && WEB && W != 36) begin
      logic [35:0] old, m;
      old = 36'(mem[word(adb)]);
      m   = bytes_mask(adb);
      mem[word(adb)] <= W'((old & ~m) | (wdata_b & m));
      if (WRITEMODE_B == "WRITETHROUGH")         qb <= (old & ~m) | (wdata_b & m);
      else if (WRITEMODE_B == "READBEFOREWRITE") qb <= old;
    end else if (CEB) begin
      qb <= 36'(mem[word(adb)]);
    end
    if (RSTB) qb <= '0;
  end

  assign doa = (W == 36) ? qb[17:0] : qa[17:0];
  assign dob = (W == 36) ? qb[35:18] : qb[17:0];

  // String parameters compared, not concatenated: Verilator 5.006 stops with an internal error
  // (V3Number) on a string parameter inside a concatenation.
  logic unused;
  assign unused = ^{OCEA, OCEB, CSA2, CSA1, CSA0, CSB2, CSB1, CSB0, DATA_WIDTH_B, WID,
                    REGMODE_A == "NOREG", REGMODE_B == "NOREG", RESETMODE == "SYNC",
                    ASYNC_RESET_RELEASE == "SYNC", CSDECODE_A == "0b000", CSDECODE_B == "0b000",
                    GSR == "ENABLED"};
endmodule
