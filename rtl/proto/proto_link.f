# Source files of the host link (proto_link and what it instantiates), in compile order,
# relative to this list. A prototype top adds its pipeline's list and its own file.
proto_pkg.sv
proto_crc8.sv
proto_uart_rx.sv
proto_uart_tx.sv
proto_por.sv
proto_link.sv
