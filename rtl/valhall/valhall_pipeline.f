# Source files of the Valhall execution pipeline (valhall_pipeline), in compile order, paths
# relative to this list. The generated valhall_pkg.sv comes first (CMake and synth/synth.py add
# it); the floating-point lane unit's own list, valhall_fp_lane.f, is read after this one
# (duplicates removed).
../common/pipe_ctrl.sv
../common/lane_pass_ctrl.sv
valhall_ins_match.sv
valhall_ins_table.sv
valhall_fields.sv
valhall_src.sv
valhall_decode_fields.sv
valhall_decoder.sv
../common/pipe_delay.sv
valhall_int_lane.sv
valhall_pipeline.sv
