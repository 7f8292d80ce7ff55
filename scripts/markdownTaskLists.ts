// Task lists as GitHub writes them (`- [ ] to do`, `- [x] done`): a list item whose text starts with
// the box. Shown as a list of ticked and empty boxes, drawn by the page's style, not form fields that
// seem to take a click; screen readers hear "Done:" or "To do:" (src/content/words.ts) before the item.
import type { MarkdownIt } from 'markdown-it'
import { words } from '../src/content/words.ts'

const BOX = /^\[([ xX])\] /

export function taskLists(md: MarkdownIt) {
  md.core.ruler.after('inline', 'task_lists', (state) => {
    const tokens = state.tokens
    tokens.forEach((inline, index) => {
      const [item, paragraph, text] = [tokens[index - 2], tokens[index - 1], inline.children?.[0]]
      if (inline.type !== 'inline' || item?.type !== 'list_item_open' || paragraph?.type !== 'paragraph_open' || text?.type !== 'text') return
      const box = BOX.exec(text.content)
      if (!box) return
      const done = box[1] !== ' '
      text.content = text.content.slice(box[0].length)
      const said = new state.Token('html_inline', '', 0)
      said.content = `<span class="visually-hidden">${md.utils.escapeHtml(done ? words.text.done : words.text.toDo)} </span>`
      inline.children?.unshift(said)
      item.attrJoin('class', done ? 'task done' : 'task')
    })
  })
}
