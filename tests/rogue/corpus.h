// Groups shared by the Rogue tests (tests/rogue): the bytes of docs/rogue.md 11 and 12 and one
// listing line per layout (and then some) in the form the disassembler prints. The assembler test
// checks that each line assembles to a legal group listing as the same line; the RTL decoder test
// starts its mutated legal groups from all of them.
#pragma once

namespace shaderhw::rogue::test {

// docs/rogue.md 12 (T1..T10) and 11 (the three worked examples), in that order.
inline constexpr const char* kDocumentGroups[] = {
    "58 9A 80 D3 3F 80 08 00 00 00 20 FF F2 FF FF FF",        // T1
    "04 80 EE 00 F2 FF FF FF",                                // T2
    "04 80 6A FF F2 FF FF FF",                                // T3
    "25 02 87 81 04 00 00 00 84 04",                          // T4
    "67 F0 40 20 41 8C 80 40 00 50 8F C0 80 02",              // T5
    "04 81 60 00 0A 01 00 00",                                // T6
    "89 52 DF 3C FC A0 9C 1E 87 87 80 CF 90 11 01 A0 25 FF",  // T7
    "56 20 F1 85 02 80 81 D0 C4 08 00 FF",                    // T8
    "68 42 D0 3C FA 10 87 80 C0 80 10 00 32 80 00 FF",        // T9
    "28 02 D0 00 80 40 80 00 00 00 00 80 00 FF F1 FF",        // T10
    "47 42 D0 3F D8 01 84 61 80 42 08 00 00 45",              // 11.1
    "67 F6 40 29 41 EC 80 44 00 44 C5 82 8A 4B",              // 11.2
    "56 56 C4 FA 10 87 87 41 42 10 83 46",                    // 11.3
};

// One listing line per layout of rtl/rogue/rogue_isa.json, each a legal group.
inline constexpr const char* kLayoutLines[] = {
    // main ALU, P0/P1
    "s0=r1, s1=r2, s3=r3, s4=r4; fadd.sat ft0, s0.abs.neg.flr, s1.abs; fmul.lp ft1, s3, s4.abs; "
    "mov w0, ft0; w0=r0",
    "s0=sh4, s1=r1, s2=r2, s3=sc0; fmad.lp.sat ft0, s0.abs, s1.abs.neg, s2.neg.flr; w0=r7",
    "s0=r1, s3=sc0; frcp w0, s0.abs; w0=r2",
    "s0=r1, s3=sc0; fsqrt w0, s0.abs; w0=r5",
    "s0=r1, s3=sc0; fsinc w0, p0, s0; w0=r2",
    "s0=r1, s3=sc0; gexp w0.f16.e0.e1, s0.f16.e1.neg; w0=r2",
    "s0=r1, s3=sc0; farctanc w0, s0; w0=i0",
    "s0=r1, s3=r9; fdsx ft0, s0.neg; fdsyf ft1, s3.abs; w0=r2",
    "s0=r1, s3=sc0; unpck.u8888.scale ft0, s0.e2; w0=r2",
    "s0=r1, s3=sc0; unpck.s32.roundzero ft0, s0.e0; w0=r2",
    "s0=r1, s3=r4; fred.cos.partb w0, w1, p0, 3, s0.neg, s3; w0=r2, w1=r3",
    "s0=r1, s1=r2, s2=r3, s3=sc0; uadd8.sat ft0, s0.neg.e1, s1.e3; w0=r4",
    "s0=r1, s1=r2, s2=r3, s3=sc0; imad16 ft0, s0.e1, s1.abs.e0, s2.neg.e1; w0=r4",
    "s0=r1, s1=r2, s2=r3, s3=sc0; umadd64 ft0, s0, s1.neg, s2.abs, is0, p0; is5=fte; w0=r4, w1=r5",
    "s0=r1, s1=r2, s2=r3, s3=sc0; sadd6432 ft0, s0, s1, s2, _; w0=r4",
    "s0=r1, s1=sc0, s2=r2, s3=sc0; convertfromf64.s32 ft0, s0, s2; w0=r4",
    // phase 2
    "s0=r1, s3=r2; mbyp ft0, s0; mbyp ft1, s3; tstle.s16.e1 ftt, p0, ft0, ft1; movc w0.e0.e3, w1, ftt, ft1, ft0; "
    "w0=r3, w1=r4",
    "s0=r1, s3=sc0; mbyp ft0, s0; pck.u1616.scale ft2, ft0; is4=ft2; w0=r3",
    "s0=r1, s1=r2, s3=sc0; fadd ft0, s0, s1; fmul.sat ft2, ft0.abs, fte.abs; is4=ft2; w0=r3",
    "s0=r1, s3=sc0; mbyp ft0, s0; converttof64.u32 ft0, ft2, fte; is5=ft2; w0=r3, w1=r4",
    "s0=r1, s1=r2, s3=r3, s4=r4, s5=r5; gta.array w0, w1, p0, s3, s0, s1, s4, s5; w0=r6, w1=r7",
    "s0=r1, s3=sc0; tstc.u32 ftt, p0; is1=fte",
    "s0=r1, s3=sc0; mbyp ft0, s0; tstmin.f32 ftt, p0, ft0, fte",
    // the F16 sum-of-products op (PD, 7.3): SOP, SOP.U8 with its MOV part, SOP.U8MAD with its MOV part
    "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; sop.zabs w0.lo.j, w0.hi.k, s0.e0, s1.e1.oneminus, add, s2.e0.neg, "
    "0.e0, s3.e1.abs, z.e0.clamp, sub, s4.e0.flr, s5.e1; w0=r7",
    "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; sop.u8 w0.f32.a, w1.f32.d, s0.e3, s1.e2, max, s2.e1, s3.e0, s4.e0, "
    "s5.e0, rsub, s0.e1, z.e0; sopmov.u8 w1, s3; w0=r7, w1=r8",
    "s0=r1, s1=r2, s2=r3, s3=r4, s4=r5, s5=r6; sop.u8mad w0.e0.clamp, w0.e1, w1.e0, w1.e1.clamp, s0.e0, s1.e0, "
    "s2.e0.neg, s3.e0, s4.e0.oneminus, s5.e0, s0.e1, s1.e1.abs, s2.e1.flr, s3.e1, z.e1.clamp, s5.e1; "
    "sopu8madmov w1, s0; w0=r7, w1=r8",
    // backend
    "s0=r1, s3=sc0; mbyp ft0, s0; mov w0, fte; uvsw.write w0, 3",
    "s0=r1, s3=sc0; uvsw.writeemitendtask w1, s2",
    "s0=sc0, s3=sc0; uvsw.emitcut 2",
    "s0=sc0, s3=sc0; uvsw.endtask",
    "s0=sc0, s3=sc0; savmsk.icm s1; w0=r1",
    "s0=sc0, s3=sc0; movmsk.caxy",
    "s0=r1, s3=sc0; phas.end s0, s1",
    "s0=r1, s3=sc0; phas s0, full, 8",
    "s0=r1, s3=sc0; setl w1",
    "s0=r1, s1=r2, s2=r3, s3=sc0; atst.ifb p0, s0, s1, s2",
    "s0=r1, s3=sc0; depthf w0",
    "s0=cf4, s1=sc0, s2=cf0, s3=r0; fitrp.centroid.sat s3, drc1, s0, s2, 16",
    "s0=r1, s1=sc0, s2=r2, s3=sc0; emitpix.freep s0, s2",
    "s0=sh0, s3=sc0; idf drc0, s0",
    "s0=sh0, s1=r1, s3=r8; ld.forceline s3, drc1, s1, s0",
    "s0=sh0, s1=r1, s2=r2, s3=sc0; st.tiled.wb.slcwt s2, 2, drc0, 4, s0, s1",
    "s0=sh0, s1=r1, s2=r2, s3=sc0; st s2, 1, drc0, s5, s0, _",
    "s0=sh4, s1=r1, s2=sh0, s3=sh11, s4=r0; smp2d.fcnorm.replace.integer drc0, s0, s1, s2, s3, s4, 4",
    "s0=sh4, s1=r1, s2=sh0, s3=sc0, s4=r0; smp3d.soo.both drc1, s0, s1, s2, _, s4, 1",
    "s0=r1, s1=r2, s2=r3, s3=sc0; atom.umax s2, drc0, s1",
    "s0=r1, s3=sc0; tessw.write w1, 17",
    // bitwise
    "s0=sc0, s1=sc0, s2=r1, s3=sc0; byp ft0, ft1, s0, 0x00FF; byp ft2, s2; cbs ft3, s2; w0=r2",
    "s0=sc0, s1=sc0, s2=r1, s3=sc0; byp ft0, ft1, s0, 0x00000001; rev ft2, s2; ftb_msb ft3, ft2; w0=r2",
    "s0=sc4, s1=sc8, s2=r1, s3=r2, s4=sc3; msk ft0, ft1, s0, s1; shfl ft2, s2, s1; byp ft3, ft2; "
    "xnor ft4, ft1, ft2, ft1.invert, s3; asr.ftb ft5, ft4, s4; tnz p0, ft3; w0=r5, w1=r6",
    "s0=sc0, s3=r1; byp ft4, ft1; cps ft5, p0, ft4, s4; w0=r2",
    "s0=sc0, s3=sc0; byp ft0, ft1, s0, s1; lsl ft2, s2, s1; ftb_shi ft3, s2; w0=r1",
    // control
    "if (p0) br +266",
    "(ignorepe) bal.anyinst 0x1000",
    "brl -64",
    "lapc",
    "savl w0; w0=r1",
    "s0=r1, s3=sc0; cndst 1, w0, s0, 1; w0=r1",
    "s0=r1, s1=sc0, s2=r2, s3=sc0; cndsm 3, w0, s0, s2; w0=r1",
    "s0=r1, s3=sc0; cndlt 0, w0, p0, s0, 2; w0=r1",
    "s0=r1, s3=sc0; cndend w0, s0, 2; w0=r1",
    "s0=r1, s1=sc0, s2=r2, s3=sc0; cndsetl.b w0, s0, s2; w0=r1",
    "s0=r1, s3=sc0; cndlpc w0, s0; w0=r1",
    "wop",
    "wdf drc1",
    "mutex.lock 3",
    "end nop",
    "itrsmp2d.pixel.fcnorm.schedwdf r0, 1, drc0, cf4, sh4, sh0, 4, _, cf0",
    "itrsmp3d.centroid.sat r7, 0, drc1, cf8.idx0, sh8, sh12, 2, 5, cf0.idx1",
    "sbo.shared 200",
    "ditr.sample.sat.schedswap r3, drc1, cf12, 16, 2, cf4.idx1",
    "bpret",
    // F64 and group flags
    "s0=r1, s1=r2, s3=r3, s4=r4; f64mul w0, w1, s0, s3, s1, s4; w0=r5, w1=r6",
    "atom rpt3 olchk s0=r1, s3=sc0; mbyp ft0, s0; w0=r2",
    "if (!p0) end s0=r1, s3=sc0; mbyp ft0, s0; w0=r2",
    "ext s0=r1, s3=sc0; mbyp ft0, s0; w0=r2",
    "s0=vi0, s1=sc143, is0=s1, s3=sc1; mbyp ft0, s0; w0=r6[idx1], w1=idx0",
    "s0=r1, s1=r2, s2=r3, s3=sc0, lo=5; fmad ft0, s0, s1, s2; w0=r2, dst=2",
    "s0=r1, s3=sc0; fmad.form2 ft0, s0, s1, s2; w0=r2",
};

}  // namespace shaderhw::rogue::test
