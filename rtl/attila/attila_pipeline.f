# Source files of attila_pipeline, in compile order (packages first), relative to this list.
# The generated package attila_pkg.sv (golden/attila/CMakeLists.txt: ATTILA_PKG_SV) is not listed:
# it lives in the build tree, and CMake puts it in front of these files.
../common/fp_pkg.sv
../common/fp_sfu_pkg.sv
../common/fp_lzc.sv
../common/fp_classify.sv
../common/fp_unpack.sv
../common/fp_sig_norm.sv
../common/fp_shr_sticky.sv
../common/fp_nan_result.sv
../common/fp_round.sv
../common/fp_rnd_aligned.sv
../common/fp_rnd_mode_decode.sv
../common/pipe_ctrl.sv
../common/fp_recur_cut.sv
../common/fp_sfu_horner_step.sv
../common/fp_lzc_tree.sv
../common/fp_fma.sv
../common/fp_cmp.sv
../common/fp_cvt.sv
../common/fp_rnd_pack.sv
../common/fp_div.sv
../common/fp_sqrt.sv
../common/fp_sfu.sv
attila_reg_range.sv
attila_operand.sv
attila_decoder.sv
../common/pipe_delay.sv
attila_src_read.sv
attila_fx_from_float.sv
attila_fx_to_float.sv
attila_fx_mac.sv
attila_exp2_floor.sv
attila_log2_floor.sv
attila_lane.sv
attila_pipeline.sv
