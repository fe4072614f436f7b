#include "fpu/fpu_vectors.h"

#include "core/rng.h"
#include "fpu/fpu_gen.h"


namespace shaderhw::fpu {

std::vector<const OpInfo*> resolve_ops(const std::vector<std::string>& names) {
  std::vector<const OpInfo*> ops;
  for (const auto& n : names) {
    const OpInfo* op = find_op(n);
    if (!op) throw InputError("--op", 0, "unknown operation '" + n + "'; known: " + op_names(" "));
    ops.push_back(op);
  }
  return ops;
}

Item random_item(uint64_t seed, uint64_t index, const std::vector<const OpInfo*>& ops) {
  Rng rng(seed, kStreamOps, index);
  Item item;
  item.txn = random_operation(rng, ops);
  const fp::Result r = golden(item.txn);
  item.expected = r.bits;
  item.expected_flags = r.flags;
  item.mode = CheckMode::Exact;
  item.origin = index;
  return item;
}

// ---- shaderhw vector files -----------------------------------------------------------------

namespace {

// Operands, result and flags of one line: fields[first..], as many operands as the op takes.
void parse_values(const LineReader& r, const std::vector<std::string_view>& t, size_t first,
                  Item& item) {
  const OpInfo& op = *item.txn.op;
  const unsigned d = operand_digits(op);
  uint32_t* operands[3] = {&item.txn.a, &item.txn.b, &item.txn.c};
  for (unsigned i = 0; i < op.num_operands; ++i) {
    *operands[i] = static_cast<uint32_t>(parse_hex(r, t[first + i], d, "operand"));
  }
  item.expected = static_cast<uint32_t>(
      parse_hex(r, t[first + op.num_operands], result_digits(op), "result"));
  item.expected_flags =
      static_cast<uint8_t>(parse_hex(r, t[first + op.num_operands + 1], 2, "flags"));
  if (item.expected_flags > 0x1F) r.fail("flags above 0x1f");
  item.origin = r.line();
}

}  // namespace

VectorFileSource::VectorFileSource(std::string path) : path_(std::move(path)) { rewind(); }

void VectorFileSource::rewind() {
  reader_ = std::make_unique<LineReader>(path_);
  std::vector<std::string_view> t;
  if (!reader_->next(t)) {
    reader_->fail("empty vector file (expected header '" + std::string(kFormatTag) + " 1 fpu')");
  }
  if (t.size() != 3 || t[0] != kFormatTag) {
    reader_->fail("bad header: expected '" + std::string(kFormatTag) + " <version> <isa>'");
  }
  if (parse_dec(*reader_, t[1], "format version") != kFormatVersion) {
    reader_->fail("unsupported format version " + quote(t[1]) + " (this build reads 1)");
  }
  if (t[2] != "fpu") reader_->fail("vector file is for ISA " + quote(t[2]) + ", not 'fpu'");
  count_ = 0;
}

bool VectorFileSource::next(Item& item) {
  if (!reader_->next(tokens_)) {
    if (count_ == 0) reader_->fail("vector file has a header but no vectors");
    return false;
  }
  ++count_;
  const auto& t = tokens_;
  const OpInfo* op = find_op(t[0]);
  if (!op) reader_->fail("unknown operation " + quote(t[0]));
  const size_t want = 3 + op->num_operands + 2;
  if (t.size() != want) {
    reader_->fail(std::string(op->name) + " needs " + std::to_string(want) +
                  " fields (op rm mods " + std::to_string(op->num_operands) +
                  " operands result flags), found " + std::to_string(t.size()));
  }
  Operation& o = item.txn;
  o = Operation{};
  o.op = op;
  if (!parse_round(t[1], o.rm)) reader_->fail("bad rounding mode " + quote(t[1]));
  if (t[2] != "-") {
    std::string_view mods = t[2];
    while (!mods.empty()) {
      const size_t comma = mods.find(',');
      const std::string_view m = mods.substr(0, comma);
      if (m == "ftz") o.ftz = true;
      else if (m == "nanprop") o.nan_propagate = true;
      else if (m == "exact") o.exact = true;
      else reader_->fail("unknown modifier " + quote(m) + " (ftz, nanprop, exact)");
      mods = comma == std::string_view::npos ? std::string_view() : mods.substr(comma + 1);
    }
  }
  parse_values(*reader_, t, 3, item);
  item.mode = CheckMode::Exact;
  return true;
}

std::string format_vector(const Item& item) {
  const Operation& o = item.txn;
  const OpInfo& op = *o.op;
  std::string mods;
  if (o.ftz) mods += "ftz";
  if (o.nan_propagate) mods += mods.empty() ? "nanprop" : ",nanprop";
  if (o.exact) mods += mods.empty() ? "exact" : ",exact";
  std::string line = std::string(op.name) + ' ' + round_name(o.rm) + ' ' + (mods.empty() ? "-" : mods);
  const unsigned d = operand_digits(op);
  const uint32_t v[3] = {o.a, o.b, o.c};
  for (unsigned i = 0; i < op.num_operands; ++i) line += ' ' + hex(v[i], d);
  line += ' ' + hex(item.expected, result_digits(op)) + ' ' + hex(item.expected_flags, 2);
  return line;
}

// ---- TestFloat -----------------------------------------------------------------------------

TestFloatSource::TestFloatSource(std::string path, Operation proto)
    : path_(std::move(path)), proto_(proto) {
  rewind();
}

void TestFloatSource::rewind() {
  reader_ = std::make_unique<LineReader>(path_);
  count_ = 0;
}

bool TestFloatSource::next(Item& item) {
  if (!reader_->next(tokens_)) {
    if (count_ == 0) reader_->fail("no test cases in input");
    return false;
  }
  ++count_;
  const OpInfo& op = *proto_.op;
  const size_t want = op.num_operands + 2u;
  if (tokens_.size() != want) {
    reader_->fail(std::string(op.name) + " needs " + std::to_string(want) +
                  " fields (operands, result, flags), found " + std::to_string(tokens_.size()));
  }
  item.txn = proto_;
  parse_values(*reader_, tokens_, 0, item);
  const bool invalid_int = op.kind == Kind::FloatToInt && (item.expected_flags & fp::flag::NV);
  item.mode = invalid_int ? CheckMode::Skip : CheckMode::TestFloat;
  return true;
}

}  // namespace shaderhw::fpu
