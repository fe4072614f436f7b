# Source files of the ATTILA decoder, in compile order (the package attila_pkg.sv is generated
# from attila_isa.json and comes first; CMake and synth/synth.py add it).
attila_reg_range.sv
attila_operand.sv
attila_decoder.sv
