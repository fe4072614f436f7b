# Source files of the Valhall floating-point lane unit (valhall_fp_lane), in compile order,
# paths relative to this list. The generated valhall_pkg.sv is NOT listed: CMake and
# synth/synth.py put it first (as for valhall_decoder.f).
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
../common/fp_recur_cut.sv
../common/fp_sfu_horner_step.sv
../common/fp_rnd_pack.sv
../common/fp_fma.sv
../common/fp_cmp.sv
../common/fp_cvt.sv
../common/fp_div.sv
../common/fp_sqrt.sv
../common/fp_sfu.sv
../common/pipe_delay.sv
valhall_fp_upcvt.sv
valhall_fp_rsq.sv
valhall_fp_norm.sv
valhall_fp_ldexp.sv
valhall_fp_frexp.sv
valhall_fp_cond.sv
valhall_fp_clamp.sv
valhall_fp_lane.sv
