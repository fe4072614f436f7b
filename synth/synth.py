#!/usr/bin/env python3
"""Synthesis of shaderhw blocks with Yosys (and nextpnr-ice40 for Fmax).

  synth.py report  [--only NAME...] [--out synth/report.md] [--no-place] [--jobs N]
                   [--mappings generic,ice40,ecp5]
      Synthesizes every block of synth/blocks.json: generic gates, iCE40 (synth_ice40 -dsp) and
      ECP5 (synth_ecp5) mapping; fails on any latch or combinational loop; places and routes
      on iCE40 (HX8K, then UP5K) where asked to, for Fmax; writes a Markdown report. With
      --only, the named blocks' rows replace theirs in the existing report (report.json next
      to --out); the other rows are kept.
  synth.py netlist --top TOP --filelist F [--filelist F2] --out FILE.v [--param K=V ...] [--generated ISA] [--noshare]
      [--hierarchical]
      Writes the generic netlist of TOP as Verilog (flattened unless --hierarchical), for
      post-synthesis simulation.

A block whose RTL needs a package generated from an ISA's encoding table names the ISA in
blocks.json ("generated": ["attila"]) or with --generated: the package is generated into the work
directory (rtl/gen/gen_isa_tables.py) and read first, as the CMake build does. A block marked
"hierarchical" is synthesized module by module (-noflatten, totals from `stat -top`): an ISA
pipeline flattened makes Yosys' resource-sharing pass run for hours.

Exit status: 0 on success, 1 when a block has a latch or loop or a tool fails.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_filelist(path):
    base = os.path.dirname(os.path.join(ROOT, path) if not os.path.isabs(path) else path)
    files = []
    with open(os.path.join(ROOT, path) if not os.path.isabs(path) else path) as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if line:
                files.append(os.path.normpath(os.path.join(base, line)))
    return files


def read_filelists(paths):
    """The files of one or more lists, in order, each file once (a pipeline's list and its
    lane unit's list share the common units)."""
    files = []
    for path in [paths] if isinstance(paths, str) else paths:
        files += [f for f in read_filelist(path) if f not in files]
    return files


# ISA -> (generator, its arguments naming the encoding table (paths relative to the repository,
# where the generator runs), generated package file name).
GENERATORS = {
    'attila': ('rtl/gen/gen_isa_tables.py', ['--isa', 'attila', '--table', 'rtl/attila/attila_isa.json'],
               'attila_pkg.sv'),
    'valhall': ('rtl/gen/gen_valhall_tables.py', ['--xml', 'rtl/valhall/valhall-ISA.xml',
                '--overrides', 'rtl/valhall/xml_overrides.json'], 'valhall_pkg.sv'),
}


def generated_packages(isas, work):
    """Generates each ISA's SV package into work/gen and returns the file paths."""
    out = []
    for isa in isas:
        if isa not in GENERATORS:
            raise RuntimeError('no package generator for ISA %r (known: %s)' % (isa, ', '.join(GENERATORS)))
        gen, args, pkg = GENERATORS[isa]
        gen_dir = os.path.abspath(os.path.join(work, 'gen', isa))
        os.makedirs(gen_dir, exist_ok=True)
        proc = subprocess.run([sys.executable, gen] + args + ['--sv-out', gen_dir, '--cpp-out', gen_dir],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if proc.returncode != 0:
            raise RuntimeError('%s failed:\n%s' % (gen, proc.stdout))
        out.append(os.path.join(gen_dir, pkg))
    return out


def yosys(script, log):
    """Runs a Yosys script; returns its log text. Raises on failure."""
    with tempfile.NamedTemporaryFile('w', suffix='.ys', delete=False) as f:
        f.write(script)
        name = f.name
    try:
        proc = subprocess.run(['yosys', '-q', '-l', log, '-s', name],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    finally:
        os.unlink(name)
    text = open(log).read() if os.path.exists(log) else proc.stdout
    if proc.returncode != 0:
        raise RuntimeError('yosys failed:\n' + proc.stdout[-3000:])
    return text


def read_script(files, top, params):
    lines = ['read_verilog -sv ' + ' '.join(files)]
    if params:
        lines.append('chparam ' + ' '.join('-set %s %s' % (k, v) for k, v in params.items()) + ' ' + top)
    lines.append('hierarchy -check -top ' + top)
    return '\n'.join(lines) + '\n'


# Fails the Yosys run on latches and combinational loops (Yosys `check -assert` reports loops).
CHECKS = '''
select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$_DLATCH_* t:$_DLATCHSR_*
check -assert
'''


# Writes the synthesized design as a Verilog netlist. One net per bit: a multi-bit net whose bits
# feed each other (a ready chain) looks like a combinational loop to Verilator, which then
# evaluates it wrongly. In a hierarchical netlist the same holds for the ports of the modules
# below the top (Yosys writes `assign exp_o[8] = exp_o[9];` on an output port: Verilator 5.006
# computed the Valhall FREXPE/LDEXP exponents wrongly through such a port of valhall_fp_norm),
# so their ports are split into bits too, named `port_7_` rather than `\port[7]`: Verilator
# 5.006 generated C++ that does not compile (-fno-inline, its DFG pass reading `port` of the
# submodule) for an ATTILA decoder output port split into escaped names `\rel_off_o[7]`. The top
# keeps its vector ports (the harness drives them); in a flattened netlist there is no other
# module and the second splitnets does nothing.
NETLIST_WRITE = ('splitnets\nsplitnets -ports -format __ A:top %%n\nopt_clean -purge\n'
                 'write_verilog -noattr %s\n')


def stat_cells(log):
    """Parses the last `stat` of a Yosys log into {cell type: count}."""
    blocks = log.split('Number of cells:')
    if len(blocks) < 2:
        return {}
    cells = {}
    for line in blocks[-1].splitlines()[1:]:
        m = re.match(r'\s+(\S+)\s+(\d+)\s*$', line)
        if m:
            cells[m.group(1)] = cells.get(m.group(1), 0) + int(m.group(2))
        elif line.strip() and not line.startswith(' '):
            break
        elif 'Chip area' in line or 'Estimated' in line:
            break
    return cells


MAPPINGS = ('generic', 'ice40', 'ecp5')


def synth_block(block, work, place, jobs, mappings=MAPPINGS):
    files = generated_packages(block.get('generated', []), work) + read_filelists(block['filelist'])
    top, params = block['top'], block.get('params', {})
    base = os.path.join(work, block['name'])
    res = {'name': block['name'], 'top': top, 'params': params, 'note': block.get('note', '')}
    t0 = time.time()
    # "hierarchical": synthesize each distinct module once and count the hierarchy's total
    # (`stat -top`). For large blocks (an ISA pipeline instantiates dozens of FP units) the
    # flattened design makes Yosys' SAT-based `share` pass run for hours; per module it is quick.
    # Cross-module optimisation is lost, so the counts are an upper bound.
    hier = block.get('hierarchical', False)
    flat = '' if hier else ' -flatten'
    noflat = ' -noflatten' if hier else ''
    stat = 'stat -top %s\n' % top if hier else 'stat\n'
    res['hierarchical'] = hier
    # Three independent Yosys runs (generic gates, iCE40, ECP5), in parallel up to `jobs`. The
    # generic netlist is written too (as `synth.py netlist` writes it): a block's post-synthesis
    # model can be verilated from the report's run instead of a second synthesis.
    # iCE40 DSP inference can be turned off per block ("ice40_dsp": false): Yosys 0.23's
    # ice40_dsp pass fails an internal assertion on some multiplier shapes.
    dsp = ' -dsp' if block.get('ice40_dsp', True) else ''
    res['ice40_dsp'] = bool(dsp)
    scripts = {
        'generic': 'synth%s -top %s\n' % (flat, top) + CHECKS + stat +
                   NETLIST_WRITE % (base + '.netlist.v'),
        'ice40': 'synth_ice40%s%s -top %s -json %s.ice40.json\n' % (noflat, dsp, top, base) + CHECKS + stat,
        'ecp5': 'synth_ecp5%s -top %s\n' % (noflat, top) + CHECKS + stat,
    }
    scripts = {k: v for k, v in scripts.items() if k in mappings}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {k: pool.submit(yosys, read_script(files, top, params) + v, '%s.%s.log' % (base, k))
                   for k, v in scripts.items()}
        # Wait for every run, so that one failure does not hide the others' results.
        concurrent.futures.wait(futures.values())
    errors = ['%s: %s' % (k, f.exception()) for k, f in futures.items() if f.exception()]
    if errors:
        raise RuntimeError('\n'.join(errors))
    logs = {k: f.result() for k, f in futures.items()}
    if 'generic' in logs:
        cells = stat_cells(logs['generic'])
        res['generic_cells'] = sum(cells.values())
        res['generic_ffs'] = sum(n for c, n in cells.items() if 'DFF' in c.upper())
    if 'ice40' in logs:
        cells = stat_cells(logs['ice40'])
        res['ice40_lut4'] = cells.get('SB_LUT4', 0)
        res['ice40_carry'] = cells.get('SB_CARRY', 0)
        res['ice40_ff'] = sum(n for c, n in cells.items() if c.startswith('SB_DFF'))
        res['ice40_mac16'] = cells.get('SB_MAC16', 0)
        res['ice40_ram'] = sum(n for c, n in cells.items() if c.startswith('SB_RAM'))
    if 'ecp5' in logs:
        cells = stat_cells(logs['ecp5'])
        res['ecp5_lut4'] = cells.get('LUT4', 0)
        res['ecp5_ff'] = sum(n for c, n in cells.items() if c.startswith('TRELLIS_FF'))
        res['ecp5_mult18'] = cells.get('MULT18X18D', 0)
    res['latches'] = 0  # the CHECKS above fail the run otherwise
    res['synth_seconds'] = round(time.time() - t0, 1)
    res['fmax'] = {}
    if place and block.get('ice40_place'):
        wrap = write_place_wrapper(files, top, params, work)
        # HX8K has no DSP blocks: its multipliers are built from LUTs. UP5K maps them to SB_MAC16.
        for dev, pkg, dsp in (('hx8k', 'ct256', ''), ('up5k', 'sg48', ' -dsp')):
            json_path = '%s.wrap.%s.json' % (base, dev)
            yosys('read_verilog -sv %s %s\nhierarchy -check -top place_wrap\n'
                  'synth_ice40%s -top place_wrap -json %s\n' % (' '.join(files), wrap, dsp, json_path)
                  + CHECKS, '%s.wrap.%s.log' % (base, dev))
            res['fmax'][dev] = place_ice40(json_path, base, dev, pkg)
    return res


def ports_of(files, top, params, work):
    """[(name, direction, width)] of TOP's ports, as Yosys elaborates them."""
    js = os.path.join(work, top + '.ports.json')
    yosys(read_script(files, top, params) + 'proc\nwrite_json %s\n' % js, js + '.log')
    with open(js) as f:
        mod = json.load(f)['modules'][top]
    return [(n, p['direction'], len(p['bits'])) for n, p in mod['ports'].items()]


def write_place_wrapper(files, top, params, work):
    """A wrapper for place and route: every input of TOP comes from a register of a serial shift
    chain (one pin) and every output goes into a register, XOR-reduced to one pin. So Fmax
    covers every path of the block (input logic too), and the block fits any package."""
    ports = ports_of(files, top, params, work)
    ins = [(n, w) for n, d, w in ports if d == 'input' and n not in ('clk_i', 'rst_ni')]
    # A combinational block (no clock of its own) is timed between the wrapper's registers.
    clocking = [('.%s(%s)' % (n, n)) for n, d, _ in ports if n in ('clk_i', 'rst_ni')]
    outs = [(n, w) for n, d, w in ports if d == 'output']
    in_bits = sum(w for _, w in ins)
    out_bits = sum(w for _, w in outs)
    lines = ['module place_wrap (input logic clk_i, input logic rst_ni, input logic din_i,',
             '                   output logic dout_o);',
             '  logic [%d:0] chain_q;' % (in_bits - 1),
             '  logic [%d:0] out_d, out_q;' % (out_bits - 1),
             '  always_ff @(posedge clk_i) chain_q <= {chain_q[%d:0], din_i};' % max(in_bits - 2, 0)
             if in_bits > 1 else '  always_ff @(posedge clk_i) chain_q <= din_i;',
             '  always_ff @(posedge clk_i) out_q <= out_d;',
             '  assign dout_o = ^out_q;']
    conns, lo = [], 0
    for n, w in ins:
        conns.append('.%s(chain_q[%d:%d])' % (n, lo + w - 1, lo))
        lo += w
    lo = 0
    for n, w in outs:
        conns.append('.%s(out_d[%d:%d])' % (n, lo + w - 1, lo))
        lo += w
    pstr = ', '.join('.%s(%s)' % kv for kv in params.items())
    lines.append('  %s %s u_dut (%s);' % (
        top, ('#(%s)' % pstr) if pstr else '', ', '.join(clocking + conns)))
    if not clocking:
        lines.append('  logic unused_rst;')
        lines.append('  assign unused_rst = rst_ni;')
    lines.append('endmodule')
    path = os.path.join(work, top + '_place_wrap.sv')
    with open(path, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return path


def place_ice40(json_path, base, device, package):
    """Returns the Fmax (MHz) nextpnr-ice40 reports for clk_i, or a reason it does not fit."""
    if not shutil.which('nextpnr-ice40'):
        return 'nextpnr-ice40 not installed'
    log = '%s.%s.nextpnr.log' % (base, device)
    cmd = ['nextpnr-ice40', '--' + device, '--package', package, '--json', json_path,
           '--pcf-allow-unconstrained', '--seed', '1', '--timing-allow-fail', '--log', log, '-q']
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=1800)
    except subprocess.TimeoutExpired:
        return 'place/route timed out'
    text = open(log).read() if os.path.exists(log) else proc.stdout
    if proc.returncode != 0:
        m = re.search(r'ERROR: (.*)', text + proc.stdout)
        return 'does not fit: ' + (m.group(1).strip() if m else 'nextpnr failed')
    # The last report (after routing) for clk_i; nextpnr also lists constant nets as clocks.
    found = re.findall(r"Max frequency for clock\s+'clk_i[^']*':\s*([\d.]+) MHz", text)
    return float(found[-1]) if found else 'no clock constraint reported (combinational)'


def write_report(results, out):
    lines = ['# Synthesis report', '',
             'Generated by `python3 synth/synth.py report` (Yosys %s). Every block is checked for '
             'latches and combinational loops (none found: the run fails otherwise).' % yosys_version(),
             '',
             '| block | top | parameters | generic cells | generic FFs | iCE40 LUT4 | iCE40 CARRY | '
             'iCE40 FF | SB_MAC16 | ECP5 LUT4 | ECP5 FF | MULT18X18D | Fmax HX8K (MHz) | Fmax UP5K (MHz) |',
             '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|']
    for r in results:
        params = ', '.join('%s=%s' % kv for kv in r['params'].items())
        fm = r['fmax']
        def f(dev):
            v = fm.get(dev, 'not placed')
            return '%.1f' % v if isinstance(v, float) else v
        def n(key):
            return str(r[key]) if key in r else 'not run'
        mac16 = n('ice40_mac16') if r.get('ice40_dsp', True) else 'off'
        lines.append('| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
            r['name'], r['top'], params, n('generic_cells'), n('generic_ffs'), n('ice40_lut4'),
            n('ice40_carry'), n('ice40_ff'), mac16, n('ecp5_lut4'), n('ecp5_ff'),
            n('ecp5_mult18'), f('hx8k'), f('up5k')))
    lines.append('')
    for r in results:
        if r.get('note'):
            lines += ['- `%s`: %s' % (r['name'], r['note'])]
    lines.append('')
    with open(out, 'w') as f:
        f.write('\n'.join(lines))


def yosys_version():
    try:
        return subprocess.run(['yosys', '-V'], stdout=subprocess.PIPE, text=True).stdout.split()[1]
    except Exception:
        return 'unknown'


def cmd_report(args):
    with open(os.path.join(ROOT, 'synth', 'blocks.json')) as f:
        all_blocks = blocks = json.load(f)['blocks']
    if args.only:
        unknown = set(args.only) - {b['name'] for b in blocks}
        if unknown:
            sys.exit('synth.py: unknown block(s): ' + ', '.join(sorted(unknown)))
        blocks = [b for b in blocks if b['name'] in args.only]
    mappings = args.mappings.split(',')
    if not mappings or set(mappings) - set(MAPPINGS):
        sys.exit('synth.py: --mappings takes a comma-separated subset of ' + ','.join(MAPPINGS))
    partial = set(mappings) != set(MAPPINGS)
    if partial and not args.only:
        sys.exit('synth.py: --mappings with a subset needs --only (it updates rows of the report)')
    work = args.work or os.path.join(ROOT, 'build', 'synth')
    os.makedirs(work, exist_ok=True)
    results, failed = [], False
    for b in blocks:
        print('synth: %s ...' % b['name'], flush=True)
        try:
            r = synth_block(b, work, not args.no_place, args.jobs, mappings)
            results.append(r)
            if 'ice40_lut4' in r:
                print('  iCE40: %d LUT4, %d FF, %d SB_MAC16; Fmax %s' % (
                    r['ice40_lut4'], r['ice40_ff'], r['ice40_mac16'], r['fmax']), flush=True)
            print('  done in %.0f s' % r['synth_seconds'], flush=True)
        except RuntimeError as e:
            failed = True
            print('  FAILED: %s' % e, flush=True)
    json_out = os.path.splitext(args.out)[0] + '.json'
    if args.only and os.path.exists(json_out):
        # Keep the other blocks' rows, in blocks.json order.
        with open(json_out) as f:
            rows = {r['name']: r for r in json.load(f)}
        for r in results:
            # A run of some mappings only (--mappings) keeps the other figures of the row.
            rows[r['name']] = dict(rows.get(r['name'], {}), **r) if partial else r
        order = [b['name'] for b in all_blocks]
        results = [rows[n] for n in order if n in rows]
    write_report(results, args.out)
    with open(json_out, 'w') as f:
        json.dump(results, f, indent=1)
    print('synth: report written to %s' % args.out)
    return 1 if failed else 0


def cmd_netlist(args):
    work = os.path.dirname(os.path.abspath(args.out))
    files = generated_packages(args.generated, work) + read_filelists(args.filelist)
    params = dict(p.split('=', 1) for p in args.param)
    log = args.out + '.log'
    # --noshare: skip the SAT-based resource sharing, which runs for hours on a flattened ISA
    # pipeline; the netlist is then larger but has the same function.
    share = ' -noshare' if args.noshare else ''
    # --hierarchical: each distinct module synthesized once, the netlist keeps the hierarchy
    # (an ISA pipeline flattened is too large for Yosys to finish in reasonable time).
    flat = '' if args.hierarchical else ' -flatten'
    yosys(read_script(files, args.top, params) + 'synth%s%s -top %s\n' % (share, flat, args.top) + CHECKS +
          NETLIST_WRITE % args.out, log)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    r = sub.add_parser('report', help='synthesize every block and write the report')
    r.add_argument('--only', nargs='*', help='only these blocks')
    r.add_argument('--out', default=os.path.join(ROOT, 'synth', 'report.md'))
    r.add_argument('--work', help='directory for logs and netlists (default build/synth)')
    r.add_argument('--no-place', action='store_true', help='skip nextpnr place and route')
    r.add_argument('--mappings', default=','.join(MAPPINGS),
                   help='comma-separated subset of %s to run (with --only: the other figures of '
                        'the rows are kept)' % ','.join(MAPPINGS))
    r.add_argument('--jobs', type=int, default=os.cpu_count() or 1,
                   help='Yosys runs of one block in parallel (default: the number of CPUs)')
    n = sub.add_parser('netlist', help='write a flattened netlist for post-synthesis simulation')
    n.add_argument('--top', required=True)
    n.add_argument('--filelist', required=True, action='append',
                   help='file list (repeatable: files of later lists already read are skipped)')
    n.add_argument('--out', required=True)
    n.add_argument('--param', action='append', default=[])
    n.add_argument('--noshare', action='store_true',
                   help='skip resource sharing (large blocks: an ISA pipeline)')
    n.add_argument('--hierarchical', action='store_true',
                   help='keep the module hierarchy (each distinct module synthesized once)')
    n.add_argument('--generated', action='append', default=[],
                   help='ISA whose generated package the RTL needs (repeatable)')
    args = ap.parse_args()
    try:
        return cmd_report(args) if args.cmd == 'report' else cmd_netlist(args)
    except RuntimeError as e:
        print('synth.py: %s' % e, file=sys.stderr)
        return 1


if __name__ == '__main__':
    sys.exit(main())
