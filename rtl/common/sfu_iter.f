# Source files of fp_sfu_iter (the sequenced special-function unit), in compile order (packages
# first). Read by CMake (Verilator model), Yosys scripts and usable as `verilator -f`.
fp_pkg.sv
fp_sfu_pkg.sv
fp_lzc.sv
fp_lzc_tree.sv
fp_sig_norm.sv
fp_shr_sticky.sv
fp_round.sv
fp_rnd_aligned.sv
fp_rnd_pack.sv
fp_sfu_special.sv
fp_sfu_round_out.sv
fp_sfu_iter.sv
