# Source files of the Rogue instruction-group decoder (rogue_decoder), in compile order, paths
# relative to this list. The package rogue_pkg.sv is generated from rogue_isa.json and comes first
# (CMake: ROGUE_PKG_SV, set by golden/rogue/CMakeLists.txt).
rogue_table_lookup.sv
rogue_alt_eval.sv
rogue_layout_dec.sv
rogue_comp_dec.sv
rogue_group_buffer.sv
rogue_decoder.sv
