# Source files of the Valhall decoder, in compile order (the package valhall_pkg.sv is generated
# from valhall-ISA.xml by rtl/gen/gen_valhall_tables.py and comes first; CMake and
# synth/synth.py add it).
valhall_ins_match.sv
valhall_ins_table.sv
valhall_fields.sv
valhall_src.sv
valhall_decode_fields.sv
valhall_decoder.sv
