"""Tiny editing helper used while writing the templates (replace one template line by its prefix)."""
def relines(path, pairs):
    s = open(path, encoding='utf-8').read()
    lines = s.split('\n')
    for prefix, new in pairs:
        idx = [i for i, l in enumerate(lines) if l.strip().startswith(prefix)]
        assert len(idx) == 1, (prefix, idx)
        lines[idx[0]] = '    ' + new
    open(path, 'w', encoding='utf-8').write('\n'.join(lines))
