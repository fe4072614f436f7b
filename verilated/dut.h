// The common DUT interface. VerilatedDut<Model> owns a Verilator model and does what every DUT
// needs: clock, reset, cycle count, FST tracing and the valid/ready handshake (pipe_ctrl's port
// names: idle(), in_ready(), out_valid(), set_out_ready()). A DUT adapter (fpu_dut.h,
// attila_dut.h, valhall_dut.h) derives from it and adds the transaction packing:
//   void drive(const Txn&, uint32_t tag);   // present one operation on the input port
//   Resp read() const;                      // the output port this cycle
// Everything is a template, so the per-cycle path has no virtual call and no allocation.
#pragma once
#include <verilated.h>
#if VM_TRACE_FST
#include <verilated_fst_c.h>
#endif

#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>

namespace shaderhw {

template <class M, class = void>
struct model_has_trace : std::false_type {};
#if VM_TRACE_FST
template <class M>
struct model_has_trace<M, std::void_t<decltype(std::declval<M&>().trace(
                              static_cast<VerilatedFstC*>(nullptr), 0))>> : std::true_type {};
#endif

template <class Model>
class VerilatedDut {
 public:
  static constexpr bool kCanTrace = model_has_trace<Model>::value;

  VerilatedDut() : ctx_(std::make_unique<VerilatedContext>()) {
    if constexpr (kCanTrace) ctx_->traceEverOn(true);
    model_ = std::make_unique<Model>(ctx_.get(), "dut");
  }
  ~VerilatedDut() {
    close_trace();
    model_->final();
  }
  VerilatedDut(const VerilatedDut&) = delete;
  VerilatedDut& operator=(const VerilatedDut&) = delete;

  Model& m() { return *model_; }
  const Model& m() const { return *model_; }
  uint64_t cycle() const { return cycle_; }

  // The valid/ready handshake: every pipeline of the project uses pipe_ctrl's port names.
  void idle() { model_->in_valid_i = 0; }
  bool in_ready() const { return model_->in_ready_o; }
  bool out_valid() const { return model_->out_valid_o; }
  void set_out_ready(bool ready) { model_->out_ready_i = ready; }

  // Holds reset for a few cycles with the clock running.
  void reset(int cycles = 2) {
    model_->rst_ni = 0;
    model_->clk_i = 0;
    model_->eval();
    for (int i = 0; i < cycles; ++i) tick();
    model_->rst_ni = 1;
    model_->eval();
  }

  // Inputs for this cycle are set: compute the combinational outputs.
  void settle() {
    model_->eval();
    if (tracing_) dump(2 * cycle_);
  }
  // Rising edge, then the clock goes low again for the next cycle's inputs.
  void tick() {
    model_->clk_i = 1;
    model_->eval();
    if (tracing_) dump(2 * cycle_ + 1);
    model_->clk_i = 0;
    ++cycle_;
  }

  // Starts writing an FST from the current cycle on. Returns false if this model was built
  // without tracing.
  bool open_trace(const std::string& path) {
    if constexpr (kCanTrace) {
#if VM_TRACE_FST
      fst_ = std::make_unique<VerilatedFstC>();
      model_->trace(fst_.get(), 99);
      fst_->open(path.c_str());
      tracing_ = true;
      return true;
#endif
    }
    (void)path;
    return false;
  }
  void close_trace() {
#if VM_TRACE_FST
    if (fst_) {
      fst_->close();
      fst_.reset();
    }
#endif
    tracing_ = false;
  }
  bool tracing() const { return tracing_; }

 private:
  void dump(uint64_t t) {
#if VM_TRACE_FST
    fst_->dump(t);
#else
    (void)t;
#endif
  }

  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Model> model_;
#if VM_TRACE_FST
  std::unique_ptr<VerilatedFstC> fst_;
#endif
  bool tracing_ = false;
  uint64_t cycle_ = 0;
};

}  // namespace shaderhw
