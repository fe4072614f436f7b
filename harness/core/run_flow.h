// The run flow every ISA shares: simulate a sequence on the fast model (or, with --trace, on the
// traced model writing the whole run), report protocol errors, and with --trace-on-fail re-run
// the same sequence (same seed, same back-pressure) on the traced model to dump only the cycles
// around the first failure. The cost of --trace-on-fail is zero when nothing fails and
// proportional to the position of the failure otherwise.
#pragma once
#include <string>

#include "core/report.h"
#include "core/sim.h"

namespace shaderhw {

struct TraceFiles {
  std::string trace;          // FST of the whole run
  std::string trace_on_fail;  // FST of the window around the first failure
  std::string gtkw;           // GTKWave save file to name in the report
};

// fast(so) -> SimStats: runs on the regression model with the scoreboard.
// traced(so, checked) -> SimStats: runs on the traced model, with the scoreboard when checked,
//   else accepting everything (window re-run). Source must have rewind().
template <class Source, class Fast, class Traced>
SimStats run_and_trace(Source& source, Report& report, const SimOptions& so,
                       const TraceFiles& files, Fast&& fast, Traced&& traced) {
  SimStats st;
  if (!files.trace.empty()) {
    SimOptions whole = so;
    whole.trace_path = files.trace;
    whole.trace_from = 0;
    st = traced(whole, true);
  } else {
    st = fast(so);
  }
  if (st.protocol_errors) report.error(st.protocol_message);
  if (st.trace_written) {
    report.note("waveform of the whole run: " + files.trace);
  } else if (!files.trace.empty()) {
    report.error("could not write the waveform " + files.trace);
  }
  if (st.first_fail_cycle != UINT64_MAX && !files.trace_on_fail.empty()) {
    source.rewind();
    SimOptions window = so;
    window.progress = nullptr;
    window.trace_path = files.trace_on_fail;
    window.trace_from = st.first_fail_cycle > 64 ? st.first_fail_cycle - 64 : 0;
    window.stop_after_cycle = st.first_fail_cycle + 16;
    const SimStats w = traced(window, false);
    if (!w.trace_written) {
      report.error("could not write the waveform " + files.trace_on_fail);
    } else {
      report.note("waveform of the first mismatch: " + files.trace_on_fail + " (cycles " +
                  std::to_string(window.trace_from) + ".." +
                  std::to_string(window.stop_after_cycle) + "; the failing item leaves the DUT at cycle " +
                  std::to_string(st.first_fail_cycle) + "; gtkwave " + files.trace_on_fail + " " +
                  files.gtkw + ")");
    }
  }
  return st;
}

}  // namespace shaderhw
