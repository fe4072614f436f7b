# Source files of the TGSI streaming token decoder (tgsi_decoder), in compile order, paths
# relative to this list. The package tgsi_pkg.sv is generated from tgsi_isa.json and comes first
# (CMake: TGSI_PKG_SV, set by golden/tgsi/CMakeLists.txt).
tgsi_decoder_pkg.sv
tgsi_table_lookup.sv
tgsi_thermo.sv
tgsi_decl_regs.sv
tgsi_label_table.sv
tgsi_nest.sv
tgsi_src_rec.sv
tgsi_decoder.sv
