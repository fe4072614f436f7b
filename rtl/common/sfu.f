# Source files of fp_div, fp_sqrt and fp_sfu, in compile order (packages first). Read by CMake
# (Verilator models), synth/synth.py (Yosys) and usable as `verilator -f`. fp_sfu's constants are
# computed at elaboration (fp_sfu_pkg): nothing is generated at build time.
fp_pkg.sv
fp_sfu_pkg.sv
fp_lzc.sv
fp_lzc_tree.sv
fp_classify.sv
fp_unpack.sv
fp_sig_norm.sv
fp_shr_sticky.sv
fp_nan_result.sv
fp_round.sv
fp_rnd_aligned.sv
fp_rnd_mode_decode.sv
pipe_delay.sv
fp_recur_cut.sv
fp_rnd_pack.sv
fp_sfu_horner_step.sv
fp_sfu_special.sv
fp_sfu_round_out.sv
fp_div.sv
fp_sqrt.sv
fp_sfu.sv
