// PowerVR Rogue USC assembler: the listing syntax of docs/rogue.md 10 back to bytes.
//
// Contract
// * assemble_group() takes the assembly of one group (what follows "<offset>: <length> " in a
//   listing line, or the whole line) and returns its bytes: header (brief when it can be), ops in
//   emission order (1.4), maps, ISS, destination map, word padding and, when `length` asks for more
//   bytes than the content needs, alignment padding (docs/rogue.md 1.8). Every component takes the
//   form an encoder picks (the shortest that holds its values, 10.3) unless the listing names one
//   (lo=, hi=, dst=, ext4, ext5, ext6). DA and LENGTH are computed.
// * For every legal group g whose reserved bits are 0 and whose padding follows 1.8:
//   assemble_line(listing_line(g)) gives g's bytes (tests/rogue/asm_test.cpp). For any legal group,
//   disasm(decode(assemble(disasm(g)))) == disasm(g).
// * Errors name the element and what is wrong; nothing is written then.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/asm_result.h"
#include "rogue/decode.h"

namespace shaderhw::rogue {

using AsmResult = shaderhw::AsmResult<std::vector<uint8_t>>;

// One group's assembly; `length` (bytes, 0: as short as possible) adds alignment padding.
AsmResult assemble_group(const std::string& text, unsigned length = 0);

// A listing line "<hex offset>: <length> <assembly>"; the length is kept (padding), the offset
// is only checked for syntax.
AsmResult assemble_line(const std::string& line);

// A whole listing: one line per group, blank lines and '#' comments skipped; the groups' bytes
// back to back. Errors name the line.
AsmResult assemble_listing(const std::string& text);

// The form an encoder picks for a component of `layout` holding the field values `f` with the
// operations `ops` (one per unit, -1 none): the shortest form that holds every value, the first of
// the table on a tie (docs/rogue.md 10.3). Form selectors that neither the layout's select nor an
// operation fixes are free (the form sets them). A source map holds at least `min_refs` references.
// `forced` >= 0 only accepts that form. Returns the form's index, or -1 when none holds the values.
int pick_variant(int layout, const int16_t* ops, const uint32_t* f, int min_refs, int forced);

// Appends the bytes of form `variant`, setting its free selectors in `f`.
void write_component(int layout, int variant, const int16_t* ops, uint32_t* f, std::vector<uint8_t>& out);

// pick_variant + write_component on a copy of `f`; false with `error` when no form holds the values.
bool encode_component(int layout, const uint32_t* f, const int16_t* ops, int min_refs, int forced,
                      std::vector<uint8_t>& out, std::string& error);

}  // namespace shaderhw::rogue
