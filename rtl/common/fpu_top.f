# Source files of fpu_top, in compile order (package first). Read by CMake (Verilator models),
# synth/synth.py (Yosys) and usable as `verilator -f`.
fp_pkg.sv
fp_lzc.sv
fp_classify.sv
fp_unpack.sv
fp_nan_result.sv
fp_round.sv
fp_rnd_aligned.sv
fp_rnd_mode_decode.sv
pipe_ctrl.sv
pipe_delay.sv
fp_lzc_tree.sv
fp_fma.sv
fp_cmp.sv
fp_cvt.sv
fp_floor.sv
fpu_top.sv
