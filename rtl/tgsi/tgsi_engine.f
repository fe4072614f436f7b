# Source files of the TGSI execution engine (tgsi_engine), in compile order, paths relative to
# this list. The engine also needs the shared units of rtl/common, read first: the file lists
# rtl/common/sfu_iter.f, fpu_top.f and divsqrt_iter.f merged without repeats (the first starts
# with the packages), and the package tgsi_pkg.sv generated from tgsi_isa.json (CMake:
# TGSI_PKG_SV, set by golden/tgsi/CMakeLists.txt; synth/synth.py: "generated": ["tgsi"]).
# Read by verilated/tgsi/CMakeLists.txt and synth/blocks.json.
tgsi_engine_pkg.sv
tgsi_engine_imod.sv
tgsi_engine_lane.sv
tgsi_engine_ucode.sv
tgsi_engine_ram.sv
tgsi_engine_lanefile.sv
tgsi_engine_ufile.sv
tgsi_engine_prog.sv
tgsi_engine.sv
