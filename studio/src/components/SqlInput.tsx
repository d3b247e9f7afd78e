import { sql } from '@codemirror/lang-sql';
import { EditorView, basicSetup } from 'codemirror';
import { keymap } from '@codemirror/view';
import { useEffect, useRef } from 'react';

/** CodeMirror 6 with SQL highlighting; Ctrl/Cmd+Enter runs. */
export function SqlInput(props: { value: string; onChange: (value: string) => void; onRun: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    view.current = new EditorView({
      doc: latest.current.value,
      parent: host.current!,
      extensions: [
        keymap.of([{ key: 'Mod-Enter', run: () => (latest.current.onRun(), true) }]),
        basicSetup,
        sql(),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
        EditorView.contentAttributes.of({ 'aria-label': 'SQL' }),
      ],
    });
    return () => view.current?.destroy();
  }, []);

  // A value set from outside (history) replaces the document.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== props.value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: props.value } });
    }
  }, [props.value]);

  return <div className="sql-input" ref={host} />;
}
