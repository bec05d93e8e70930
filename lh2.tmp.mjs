import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const trace = r.artifacts.Trace || r.artifacts.traces?.defaultPass;
const ev = trace.traceEvents;
// find renderer main thread: CrRendererMain
const mains = ev.filter(e => e.name==='thread_name' && e.args?.name==='CrRendererMain').map(e=>`${e.pid}:${e.tid}`);
const agg = {};
for (const e of ev) { if (e.ph!=='X' || !mains.includes(`${e.pid}:${e.tid}`) || !e.dur) continue; agg[e.name]=(agg[e.name]||0)+e.dur/1000; }
console.log(Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>k+' '+Math.round(v)).join('\n'));
const nav = ev.find(e=>e.name==='navigationStart' && mains.includes(`${e.pid}:${e.tid}`))?.ts ?? ev[0].ts;
const tasks = ev.filter(e=>e.name==='RunTask' && mains.includes(`${e.pid}:${e.tid}`) && e.dur>10000).map(e=>[Math.round((e.ts-nav)/1000), Math.round(e.dur/1000)]);
console.log('tasks>10ms', JSON.stringify(tasks));
fs.writeFileSync('/tmp/trace.json', JSON.stringify(ev));
chrome.kill();
