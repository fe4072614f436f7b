# Source files of the Rogue complex unit (rogue_cplx), in compile order, paths relative to this
# list. The generated rogue_pkg.sv is NOT listed: CMake and synthesis scripts put it first (as
# for rogue_decoder.f).
../common/fp_pkg.sv
../common/fp_sfu_pkg.sv
../common/fp_lzc.sv
../common/fp_lzc_tree.sv
../common/fp_classify.sv
../common/fp_unpack.sv
../common/fp_sig_norm.sv
../common/fp_shr_sticky.sv
../common/fp_nan_result.sv
../common/fp_round.sv
../common/fp_rnd_aligned.sv
../common/fp_rnd_mode_decode.sv
../common/fp_rnd_pack.sv
../common/pipe_delay.sv
../common/fp_fma.sv
../common/fp_cvt.sv
../common/fp_divsqrt_iter_step.sv
../common/fp_divsqrt_iter.sv
../common/fp_sfu_special.sv
../common/fp_sfu_round_out.sv
../common/fp_sfu_iter.sv
rogue_cplx.sv
