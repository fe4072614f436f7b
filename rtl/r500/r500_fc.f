# Source files of the R500 flow-control unit (r500_fc), in compile order, paths relative to this
# list. The generated r500_pkg.sv is NOT listed: CMake (R500_PKG_SV) puts it first.
r500_decoder.sv
r500_fc.sv
