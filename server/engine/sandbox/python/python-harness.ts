/**
 * The Python side of a run, evaluated once per interpreter: `__aiz_run(source, input_json)` runs the user's code
 * as the body of an async function (n8n's Python Code node does the same) and answers JSON text: the value, or
 * the error with the user's line. Only strings cross between JavaScript and Python.
 *
 * The code's `__builtins__` has an `__import__` that refuses the modules that reach the host (the JavaScript
 * bridge, Pyodide's own API, sockets, package installs). That is a convenience with a clear message, not the
 * boundary: the worker's JavaScript side is locked down as well (pyodide-runtime.ts).
 */
export const PYTHON_HARNESS = String.raw`
import ast as _ast, builtins as _builtins, json as _json_mod, sys as _sys, traceback as _tb

for _name in [m for m in _sys.modules if m.split('.')[0] in ('js', 'pyodide_js')]:
    del _sys.modules[_name]

_BLOCKED = frozenset({
    'js', 'pyodide_js', 'pyodide', '_pyodide', '_pyodide_core', 'micropip', 'pyodide_http',
    'socket', '_socket', 'ssl', '_ssl', 'select', 'selectors', 'ctypes', '_ctypes', 'subprocess',
})
_real_import = _builtins.__import__

def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
    root = name.split('.')[0]
    if level == 0 and (root in _BLOCKED or name in _BLOCKED):
        raise ImportError(f"The module '{name}' is not available in the Code node (no network, no host access)")
    return _real_import(name, globals, locals, fromlist, level)

_user_builtins = dict(_builtins.__dict__)
_user_builtins['__import__'] = _guarded_import
for _name in ('input', 'breakpoint', 'help', 'exit', 'quit'):
    _user_builtins.pop(_name, None)

class JsonDict(dict):
    """A dict whose keys read as attributes too (item.json.name), as n8n's Python objects do."""
    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None
    def __setattr__(self, key, value):
        self[key] = value

def _wrap(value):
    if isinstance(value, dict):
        return JsonDict({k: _wrap(v) for k, v in value.items()})
    if isinstance(value, list):
        return [_wrap(v) for v in value]
    return value

def _item(raw):
    item = JsonDict(raw)
    item['json'] = _wrap(raw.get('json') or {})
    if 'binary' in raw:
        item['binary'] = _wrap(raw['binary'])
    return item

class _Input:
    def __init__(self, items, current):
        self._items = items
        self.item = current
        self.params = JsonDict()
    def all(self):
        return self._items
    def first(self):
        return self._items[0] if self._items else None
    def last(self):
        return self._items[-1] if self._items else None

class _NodeRef(_Input):
    def __init__(self, items, index, context):
        current = items[index] if index < len(items) else (items[0] if items else None)
        super().__init__(items, current)
        self.json = current['json'] if current else JsonDict()
        self.context = context
        self.isExecuted = True

def _globals_for(scope):
    items = [_item(i) for i in (scope.get('items') or ([scope['item']] if scope.get('item') else []))]
    index = scope.get('itemIndex') or 0
    current = items[index] if index < len(items) else _item({'json': {}})
    nodes = scope.get('nodes') or {}
    def node_ref(name):
        node = nodes.get(name)
        if node is None:
            raise KeyError(f'Referenced node doesn\'t exist: "{name}" (or it has not run yet)')
        return _NodeRef([_item(i) for i in node.get('items') or []], index, _wrap(node.get('context') or {}))
    return {
        '__builtins__': _user_builtins, '__name__': '__main__',
        '_input': _Input(items, current), '_items': items, '_item': current, '_json': current['json'],
        '_binary': current.get('binary', JsonDict()), '_itemIndex': index, '_runIndex': scope.get('runIndex', 0),
        '_vars': _wrap(scope.get('vars') or {}), '_workflow': _wrap(scope.get('workflow') or {}),
        '_execution': _wrap(scope.get('execution') or {}), '_': node_ref, '_node': _wrap({}),
    }

def _compile(source):
    tree = _ast.parse(source, filename='<code>')
    body = tree.body or [_ast.Pass()]
    fn = _ast.AsyncFunctionDef(name='__aiz_main', args=_ast.arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]),
                               body=body, decorator_list=[], returns=None, type_params=[])
    module = _ast.Module(body=[fn], type_ignores=[])
    _ast.fix_missing_locations(_ast.copy_location(fn, body[0]))
    return compile(module, '<code>', 'exec')

def _call(fn):
    coroutine = fn()
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    coroutine.close()
    raise RuntimeError('The code awaited something asynchronous; the Code node runs Python synchronously')

def _plain(value):
    raise TypeError(f'Object of type {type(value).__name__} is not JSON serializable: return dicts, lists, strings, numbers, booleans or None')

def _user_line(error):
    if isinstance(error, SyntaxError) and error.filename == '<code>':
        return error.lineno
    line = None
    for frame in _tb.extract_tb(error.__traceback__):
        if frame.filename == '<code>':
            line = frame.lineno
    return line

def __aiz_run(source, input_json):
    data = _json_mod.loads(input_json)
    scope, mode = data['scope'], data.get('mode', 'runOnceForAllItems')
    try:
        code = _compile(source)
        g = _globals_for(scope)
        exec(code, g)
        main = g['__aiz_main']
        if mode == 'runOnceForEachItem':
            value = []
            for index, current in enumerate(g['_items']):
                g.update(_item=current, _json=current['json'], _binary=current.get('binary', JsonDict()), _itemIndex=index)
                g['_input'].item = current
                try:
                    value.append(_call(main))
                except BaseException as error:
                    error.__aiz_item__ = index
                    raise
        else:
            value = _call(main)
        return _json_mod.dumps({'ok': True, 'value': value}, default=_plain, allow_nan=False)
    except BaseException as error:
        kind = 'runtime'
        if isinstance(error, SyntaxError):
            kind = 'syntax'
        elif isinstance(error, KeyboardInterrupt):
            kind = 'timeout'
        elif isinstance(error, MemoryError):
            kind = 'memory'
        elif isinstance(error, RecursionError):
            kind = 'stack'
        message = f'{type(error).__name__}: {error}'
        item = getattr(error, '__aiz_item__', None)
        if item is not None:
            message += f' [item {item}]'
        return _json_mod.dumps({'ok': False, 'kind': kind, 'message': message, 'line': _user_line(error)})
`;
