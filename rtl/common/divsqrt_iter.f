# Source files of fp_divsqrt_iter (iterative division, square root and reciprocal square root),
# in compile order (package first). Read by CMake (verilated/CMakeLists.txt) and usable as
# `verilator -f` from rtl/common or by synth tools.
fp_pkg.sv
fp_lzc.sv
fp_classify.sv
fp_unpack.sv
fp_sig_norm.sv
fp_shr_sticky.sv
fp_nan_result.sv
fp_round.sv
fp_rnd_aligned.sv
fp_rnd_mode_decode.sv
fp_rnd_pack.sv
fp_divsqrt_iter_step.sv
fp_divsqrt_iter.sv
