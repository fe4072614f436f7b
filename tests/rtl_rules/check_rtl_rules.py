#!/usr/bin/env python3
"""Checks the synthesis rules of rtl/ that Verilator's lint does not.

  check_rtl_rules.py FILE.sv...

Rules (each violation printed as FILE:LINE: message; exit 1 if any):
  unique-case-default  Every `unique case` has a `default:` item. Synthesis tools read `unique`
                       as full_case: when no item matches, Yosys keeps the last item's value
                       instead of the assignments made before the case, while simulators keep
                       those assignments (checked with Yosys 0.23 `eval`). A `unique case`
                       that relies on its pre-assignment therefore simulates one way and
                       synthesizes another. With a `default:` item both read the same.
  no-initial           No `initial` block (not synthesizable on ASICs; resets set state).
  no-delay             No `#` delay (`#(` parameter lists are fine).
  no-unary-on-cast     No unary `-` or `~` applied directly to a size cast (`-W'(x)`,
                       `~8'(x)`): Yosys 0.23 drops the operator (`-EW'(EMax)` evaluated to
                       +EMax in `eval`, which made the Valhall LDEXP netlist saturate to +inf
                       where the simulation gives +0). Write `W'(0) - W'(x)` or a bit pattern.
"""
import re
import sys

TOKEN = re.compile(r'\b(unique\s+case|unique0\s+case|casez|casex|case|endcase|default)\b|\binitial\b|#\s*\d')

# A unary - or ~ (after an operator, `(`, `,`, `?`, `:`, `=`, `{` or at the start of a line)
# applied to a size cast `W'(`, `8'(` or `(W+1)'(`.
UNARY_ON_CAST = re.compile(r"(?:^|[=(,?:{}&|^+*/%<>!])\s*([-~])\s*(?:\w+|\([^()]*\))'\(", re.M)


def strip_comments(text):
    """Blanks out comments and strings, keeping line structure."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            out.append(' ' * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return ''.join(out)


def check(path):
    with open(path, encoding='utf-8') as f:
        text = strip_comments(f.read())
    errors = []
    stack = []  # open case statements: [kind, line, has_default]

    def line_of(pos):
        return text.count('\n', 0, pos) + 1

    for m in TOKEN.finditer(text):
        word = m.group(0)
        line = line_of(m.start())
        if word == 'initial':
            errors.append('%s:%d: no-initial: `initial` block in synthesizable RTL' % (path, line))
        elif word.startswith('#'):
            errors.append('%s:%d: no-delay: `#` delay in synthesizable RTL' % (path, line))
        elif word == 'endcase':
            if not stack:
                errors.append('%s:%d: unbalanced `endcase`' % (path, line))
                continue
            kind, start, has_default = stack.pop()
            if kind == 'unique' and not has_default:
                errors.append('%s:%d: unique-case-default: `unique case` without a `default:` '
                              'item (synthesis reads it as full_case)' % (path, start))
        elif word == 'default':
            # A case item `default:` starts its line; a `default:` inside an assignment
            # pattern ('{default: ...}) does not, and is not an item.
            before = text[text.rfind('\n', 0, m.start()) + 1:m.start()]
            if stack and before.strip() == '' and re.match(r'default\s*:', text[m.start():]):
                stack[-1][2] = True
        else:
            kind = 'unique' if word.startswith('unique') else 'plain'
            stack.append([kind, line, False])
    for m in UNARY_ON_CAST.finditer(text):
        errors.append("%s:%d: no-unary-on-cast: unary `%s` on a size cast (Yosys 0.23 drops it)"
                      % (path, line_of(m.start(1)), m.group(1)))
    for kind, start, _ in stack:
        errors.append('%s:%d: `case` without `endcase`' % (path, start))
    return errors


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    errors = []
    for path in argv[1:]:
        try:
            errors += check(path)
        except OSError as e:
            errors.append('%s: cannot read: %s' % (path, e.strerror))
    for e in errors:
        print(e)
    print('%d file(s) checked, %d violation(s)' % (len(argv) - 1, len(errors)))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
