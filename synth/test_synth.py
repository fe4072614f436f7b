#!/usr/bin/env python3
"""Checks synth.py's reading of Yosys cell counts (CTest synth.counts): the per-module totals of
a hierarchy, the flat totals `stat -json -top` gives, and the variant labels, on a small design
synthesized by Debian's Yosys (the one every machine has) and on a fixture in Yosys 0.70's
layout (design totals that list submodule instances as cell types, $scopeinfo cells); and the
DP16KD simulation model's parameter checks (dp16kd_problem)."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import synth  # noqa: E402

DESIGN = '''
module add4 #(parameter int W = 4) (input logic [W-1:0] a, b, output logic [W-1:0] y);
  assign y = a + b;
endmodule
module top (input logic clk, input logic [7:0] a, b, output logic [7:0] q);
  logic [3:0] y1, y2;
  logic [7:0] y3;
  add4 u1 (.a(a[3:0]), .b(b[3:0]), .y(y1));
  add4 u2 (.a(a[7:4]), .b(b[7:4]), .y(y2));
  add4 #(.W(8)) u3 (.a({y2, y1}), .b(b), .y(y3));
  always_ff @(posedge clk) q <= y3;
endmodule
'''


def check(cond, what):
    if not cond:
        print('FAIL: ' + what)
        sys.exit(1)


def main():
    with tempfile.TemporaryDirectory(dir=os.getcwd()) as work:
        src = os.path.join(work, 'd.sv')
        with open(src, 'w') as f:
            f.write(DESIGN)
        synth.select_tools('debian', synth.default_venv(), 'debian')
        per_mod, flat, params = (os.path.join(work, n) for n in ('m.json', 't.json', 'p.json'))
        synth.yosys('read_verilog -sv %s\nhierarchy -top top\nproc\ndesign -save pre\ndelete t:*\n'
                    'write_json %s\ndesign -load pre\nsynth_ecp5 -noflatten -top top\n'
                    'tee -q -o %s stat -json\n' % (src, params, per_mod) + synth.stat_command(flat, 'top'),
                    os.path.join(work, 'y.log'))
        totals, subs = synth.hier_totals(per_mod)
        labels = synth.variant_labels(params)
        narrow = [m for m in totals if labels.get(m) == 'add4 W=4']
        wide = [m for m in totals if labels.get(m) == 'add4 W=8']
        check(len(narrow) == 1 and len(wide) == 1, 'two add4 variants labelled by W: %s' % labels)
        check(subs['top'] == {narrow[0]: 2, wide[0]: 1}, 'instances of top: %s' % subs['top'])
        for kind in ('LUT4', 'CCU2C', 'TRELLIS_FF'):
            want = 2 * totals[narrow[0]].get(kind, 0) + totals[wide[0]].get(kind, 0) + (
                8 if kind == 'TRELLIS_FF' else 0)
            check(totals['top'].get(kind, 0) == want, 'top %s %s != %d' % (kind, totals['top'], want))
        check(totals['top'].get('TRELLIS_FF') == 8, 'top has the 8 output flip-flops')
        # `stat -top` totals agree with the per-module sum and list no instance types.
        check(synth.stat_cells(flat, 'top') == {k: v for k, v in totals['top'].items() if v},
              'stat -top %s vs %s' % (synth.stat_cells(flat, 'top'), totals['top']))
        # Yosys 0.70 layout: submodule instances and $scopeinfo are not cells to count.
        fixture = os.path.join(work, 'f.json')
        with open(fixture, 'w') as f:
            json.dump({'modules': {'\\top': {'num_cells_by_type': {'LUT4': 3, 'sub': 2, '$scopeinfo': 4}},
                                   '\\sub': {'num_cells_by_type': {'LUT4': 5, 'CCU2C': 1}}},
                       'design': {'num_cells_by_type': {'LUT4': 13, 'CCU2C': 2, 'sub': 2,
                                                        '$scopeinfo': 4}}}, f)
        check(synth.stat_cells(fixture, 'top') == {'LUT4': 13, 'CCU2C': 2}, '0.70 design totals')
        t, s = synth.hier_totals(fixture)
        check(t['top'] == {'LUT4': 13, 'CCU2C': 2} and s['top'] == {'sub': 2}, '0.70 hierarchy %s' % t)
        check(synth.module_base('$paramod$0fb1\\fp_fma') == 'fp_fma' and
              synth.module_base('\\fp_cmp') == 'fp_cmp', 'module_base')
    # The DP16KD simulation model's limits (post-route simulation refuses what it cannot model).
    ok = {'DATA_WIDTH_A': '00000000000000000000000000100100 ',
          'DATA_WIDTH_B': '00000000000000000000000000100100 ', 'INITVAL_00': '0' * 320}
    check(synth.dp16kd_problem(ok) is None, 'DP16KD one width, empty')
    check(synth.dp16kd_problem(dict(ok, DATA_WIDTH_B='00000000000000000000000000010010 '))
          is not None, 'DP16KD unequal widths refused')
    check(synth.dp16kd_problem(dict(ok, INITVAL_3F='1' + '0' * 319)) is not None,
          'DP16KD initial contents refused')
    tied = {'RSTA': ['0'], 'RSTB': ['0']}
    check(synth.dp16kd_problem(dict(ok, ASYNC_RESET_RELEASE='ASYNC'), tied) is None,
          'DP16KD ASYNC_RESET_RELEASE with the resets tied to 0')
    check(synth.dp16kd_problem(dict(ok, ASYNC_RESET_RELEASE='ASYNC'), dict(tied, RSTB=[1234]))
          is not None, 'DP16KD ASYNC_RESET_RELEASE with a reset connected refused')
    check(synth.dp16kd_problem(dict(ok, RESETMODE='ASYNC'), tied) is None,
          'DP16KD RESETMODE ASYNC with the resets tied to 0')
    check(synth.dp16kd_problem(dict(ok, RESETMODE='ASYNC'), dict(tied, RSTA=[77]))
          is not None, 'DP16KD RESETMODE ASYNC with a reset connected refused')
    print('synth counts: all checks passed')


if __name__ == '__main__':
    main()
