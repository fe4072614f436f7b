// R500 constrained-random instructions and transactions (docs/r500.md; the transaction of
// golden/r500/execute.h). Used by the harness (`shaderhw run/gen/bench --isa r500`) and by the
// RTL tests of tests/r500, so every random R500 instruction of the project comes from here.
//
// Instructions: legal words built field by field over the legal values of docs/r500.md 3
// (reserved bits 0, P23) and encoded by the golden encoder; every RGB and alpha opcode uniformly
// (so every co-issue pairing of 5.3 occurs), every TEX and FC opcode; some uniformly random six
// words (mostly illegal: the no-effect path). Operands: special classes (+-0, +-inf, NaNs with
// payloads, subnormals of both signs, 0.5 and 0.0 and their neighbours: the CND and CMP
// thresholds; integers and near-integers for FRC, quarter and eighth turns for SIN/COS, values
// near overflow and the flush threshold, random bits), inline-constant and relative source
// slots, random aL, zero-times-anything, predicate, active, killed and covered bits per pixel.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"
#include "r500/execute.h"

namespace shaderhw::r500 {

// Stream of the random transactions (Rng(seed, kStreamTxn, index)).
constexpr uint64_t kStreamTxn = 0x0500;

// What --op selects: opcodes by unit. Names: rgb.<RGB_OP> (e.g. rgb.MAD), alpha.<ALPHA_OP>
// (alpha.RSQ), tex.<TEX_OP> (tex.KIL), fc.<FC_OP> (fc.LOOP), or a whole type: alu, out, tex,
// fc. An empty selection is the full mix.
struct OpSelection {
  std::vector<uint8_t> rgb, alpha;  // allowed RGB / alpha opcodes (empty: any)
  std::vector<uint8_t> tex, fc;     // allowed TEX / FC opcodes (empty: any)
  std::vector<InstType> types;      // the types to draw (empty: the default mix)
  bool random_words = true;         // one in 32 items a uniformly random six-word instruction
};
// Throws InputError (core/text_input.h) naming the unknown name and listing the known ones.
OpSelection resolve_ops(const std::vector<std::string>& names);

// Field distribution of random_legal(): Realistic draws predicate selects, OMOD and modifiers
// mostly at their plain values and temporaries mostly below 128 (the values programs use);
// Uniform draws every field uniformly over its legal values.
enum class FieldMix : uint8_t { Realistic, Uniform };

// A legal instruction of type t (decode(w).illegal is false), opcodes drawn from `sel`.
Instruction random_legal(Rng& rng, InstType t, const OpSelection& sel = {},
                         FieldMix mix = FieldMix::Realistic);
// Makes one randomly chosen legality check of the instruction's type fail (a reserved value of
// its field, docs/r500.md 10): the word becomes illegal.
void make_illegal(Rng& rng, Instruction& w);
// An instruction of the selection (types weighted ALU 8 : OUT 6 : TEX 5 : FC 1 when not given).
Instruction random_instruction(Rng& rng, const OpSelection& sel);

// A binary32 value from the special classes above.
uint32_t random_value(Rng& rng);
Vec4 random_vec(Rng& rng);

// A whole transaction: the instruction, aL, the multiplier mode and per pixel every input
// (junk where the instruction does not read).
void random_txn(Rng& rng, const OpSelection& sel, ExecIn& in, ExecConfig& cfg);

// Zeroes the inputs the instruction cannot read (alpha channel of RGB slots, r,g,b of alpha
// slots, inline-constant slots, slots of other types, texture operands of ALU/OUT and gradients
// of TEX other than DXDY), so that a vector file holds what matters. Results do not change.
void strip_unread_inputs(ExecIn& in);

}  // namespace shaderhw::r500
