# Source files of the Rogue bitwise ALU (rogue_bitwise_alu), in compile order, paths relative to
# this list. The generated package rogue_pkg.sv comes first and is not listed (CMake: ROGUE_PKG_SV,
# set by golden/rogue/CMakeLists.txt). fp_lzc is the shared leading-zero counter of rtl/common.
../common/fp_lzc.sv
rogue_bw_bitmask.sv
rogue_bw_shift1.sv
rogue_bw_count.sv
rogue_bw_logic.sv
rogue_bw_shift2.sv
rogue_bitwise_alu.sv
