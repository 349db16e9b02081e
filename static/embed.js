// embed.js: the live examples of embed.html. It sizes every iframe marked
// data-xiangqi from the board's xiangqi:resize messages, sends the commands
// of the buttons marked data-command to the frame named by data-target, and
// logs each frame's events in its pre[data-log]. It is also the reference for
// a host page: nothing here needs more than the documented messages.
'use strict';

(() => {
  const frames = [...document.querySelectorAll('iframe[data-xiangqi]')];
  const frameOf = (source) => frames.find((f) => f.contentWindow === source);

  window.addEventListener('message', (event) => {
    const frame = frameOf(event.source);
    const data = event.data;
    if (!frame || !data || typeof data !== 'object' || typeof data.type !== 'string') return;
    if (data.type === 'xiangqi:resize' && Number.isFinite(data.height) && data.height > 0) {
      frame.style.aspectRatio = 'auto';
      frame.style.height = `${Math.ceil(data.height)}px`;
      return;
    }
    const log = document.querySelector(`[data-log="${frame.id}"]`);
    if (!log) return;
    const { type, ...fields } = data;
    const line = `${type.replace('xiangqi:', '')} ${JSON.stringify(fields)}\n`;
    log.textContent = (line + log.textContent).slice(0, 4000);
  });

  for (const button of document.querySelectorAll('button[data-command][data-target]')) {
    button.addEventListener('click', () => {
      const frame = document.getElementById(button.dataset.target);
      if (!frame) return;
      // The board's origin is this page's: no need for '*'.
      frame.contentWindow.postMessage(JSON.parse(button.dataset.command), location.origin);
    });
  }
})();
