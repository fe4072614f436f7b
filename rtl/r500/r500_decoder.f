# Source files of the R500 decoder (r500_decoder), paths relative to this list. The package
# r500_pkg.sv is generated from r500_isa.json and comes first (CMake: R500_PKG_SV; synth/synth.py:
# "generated": ["r500"]).
r500_decoder.sv
