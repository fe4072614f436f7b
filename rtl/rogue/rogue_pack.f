# Source files of rogue_pck, rogue_unpck and rogue_sop (PCK, UNPCK and the F16 sum-of-products op;
# README.md "Pack, unpack, sum-of-products"), in compile order, relative to this list. The
# generated package rogue_pkg.sv (golden/rogue/CMakeLists.txt: ROGUE_PKG_SV) is not listed: it
# lives in the build tree, and CMake puts it in front of these files.
../common/fp_pkg.sv
rogue_pack_pkg.sv
../common/fp_lzc.sv
../common/fp_lzc_tree.sv
../common/fp_classify.sv
../common/fp_unpack.sv
../common/fp_nan_result.sv
../common/fp_round.sv
../common/fp_rnd_aligned.sv
../common/fp_rnd_mode_decode.sv
../common/fp_shr_sticky.sv
../common/pipe_delay.sv
../common/fp_fma.sv
../common/fp_cmp.sv
../common/fp_cvt.sv
rogue_pack_elem.sv
rogue_pack_int.sv
rogue_pack_small_float.sv
rogue_pack_ratio.sv
rogue_pck.sv
rogue_unpck.sv
rogue_sop_clamp01.sv
rogue_sop_floor16.sv
rogue_sop_u8_to_f16.sv
rogue_sop_f16_to_u8.sv
rogue_sop_fetch.sv
rogue_sop_group.sv
rogue_sop_combine.sv
rogue_sop.sv
