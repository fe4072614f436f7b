# Source files of the Rogue main-ALU group data path (rogue_alu), in compile order, paths relative
# to this list. The generated package rogue_pkg.sv comes first (CMake: ROGUE_PKG_SV). The shared
# floating-point units of rtl/common, then the helper units (complex, pack, sum-of-products,
# bitwise), then rogue_alu's own modules.
../common/fp_pkg.sv
../common/fp_lzc.sv
../common/fp_classify.sv
../common/fp_unpack.sv
../common/fp_nan_result.sv
../common/fp_round.sv
../common/fp_rnd_aligned.sv
../common/fp_rnd_mode_decode.sv
../common/pipe_ctrl.sv
../common/pipe_delay.sv
../common/fp_lzc_tree.sv
../common/fp_fma.sv
../common/fp_floor.sv
rogue_alu_pkg.sv
rogue_fp_phase.sv
rogue_int_int8_16.sv
rogue_int_int32_64.sv
rogue_tst.sv
rogue_alu_front.sv
rogue_alu_back.sv
rogue_alu.sv
