# Source files of the R500 shader core (r500_core) that r500_pipeline.f does not list, in compile
# order, paths relative to this list. The core needs both lists, r500_pipeline.f first (CMake and
# synth/synth.py --filelist take them in that order and drop duplicates, as for Valhall's two
# lists), so that a file added to the pipeline reaches the core too. The generated r500_pkg.sv is
# NOT listed: CMake (R500_PKG_SV) and synth/synth.py put it first.
r500_fc.sv
r500_core_ram.sv
r500_core_addr.sv
r500_core.sv
