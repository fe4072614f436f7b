// The ISAs of the harness, in the order `--isa all` runs them. Each harness/<isa>/ folder
// defines shaderhw::<isa>::make_isa(); adding an ISA is its folders plus one X(<isa>) here.
#include <memory>
#include <vector>

#include "core/isa.h"

#define SHADERHW_ISAS(X) \
  X(fpu)                 \
  X(attila)              \
  X(valhall)             \
  X(r500)                \
  X(tgsi)                \
  X(rogue)

#define SHADERHW_DECLARE_ISA(isa) \
  namespace shaderhw::isa {       \
  std::unique_ptr<Isa> make_isa(); \
  }
SHADERHW_ISAS(SHADERHW_DECLARE_ISA)

namespace shaderhw {

const std::vector<std::unique_ptr<Isa>>& isas() {
  static const std::vector<std::unique_ptr<Isa>> list = [] {
    std::vector<std::unique_ptr<Isa>> v;
#define SHADERHW_MAKE_ISA(isa) v.push_back(isa::make_isa());
    SHADERHW_ISAS(SHADERHW_MAKE_ISA)
#undef SHADERHW_MAKE_ISA
    return v;
  }();
  return list;
}

}  // namespace shaderhw
