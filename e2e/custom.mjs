// Drives the openai npm SDK's custom tools through a running zc-proxy:
// Chat Completions and the Responses API, JSON and stream, each a mixed
// turn (a server call and the client's custom apply_patch call) and the
// client's follow-up with the patch's result. One JSON object on stdout,
// a case's failure an outcome ({error}).
import OpenAI from "openai";

const client = new OpenAI({ baseURL: process.env.BASE_URL, apiKey: "sk-e2e-client", maxRetries: 0, timeout: 60_000 });
const model = "gpt-5";
const chatTool = { type: "custom", custom: { name: "apply_patch", description: "Apply a patch." } };
const respTool = { type: "custom", name: "apply_patch", description: "Apply a patch." };
const result = "Done: updated main.go";

async function chat(stream) {
  const messages = [{ role: "user", content: "fix main.go" }];
  const ask = (msgs) =>
    stream
      ? client.chat.completions.stream({ model, messages: msgs, tools: [chatTool] }).finalChatCompletion()
      : client.chat.completions.create({ model, messages: msgs, tools: [chatTool] });
  const first = await ask(messages);
  const m = first.choices[0].message;
  const calls = (m.tool_calls ?? []).map((c) => ({ id: c.id, type: c.type, name: c.custom?.name ?? c.function?.name, input: c.custom?.input }));
  const next = [...messages, m, ...(m.tool_calls ?? []).map((c) => ({ role: "tool", tool_call_id: c.id, content: result }))];
  const second = await ask(next);
  return {
    calls,
    finish: first.choices[0].finish_reason,
    receipts: (first.zc_receipts?.receipts ?? []).map((r) => r.tool),
    answer: second.choices[0].message.content,
    flags: (second.zc_receipts?.flags ?? []).length,
  };
}

async function responses(stream) {
  const input = [{ role: "user", content: "fix main.go" }];
  const ask = (items) =>
    stream
      ? client.responses.stream({ model, input: items, tools: [respTool], store: false }).finalResponse()
      : client.responses.create({ model, input: items, tools: [respTool], store: false });
  const first = await ask(input);
  const custom = first.output.filter((it) => it.type === "custom_tool_call");
  const next = [...input, ...first.output, ...custom.map((c) => ({ type: "custom_tool_call_output", call_id: c.call_id, output: result }))];
  const second = await ask(next);
  return {
    calls: first.output.filter((it) => it.type.endsWith("call")).map((c) => ({ id: c.call_id, type: c.type, name: c.name, input: c.input })),
    receipts: (first.zc_receipts?.receipts ?? []).map((r) => r.tool),
    answer: second.output_text,
    flags: (second.zc_receipts?.flags ?? []).length,
  };
}

const cases = {
  chat_json: () => chat(false),
  chat_stream: () => chat(true),
  responses_json: () => responses(false),
  responses_stream: () => responses(true),
};
const out = {};
for (const [name, run] of Object.entries(cases)) {
  try {
    out[name] = await run();
  } catch (e) {
    out[name] = { error: String(e?.message ?? e) };
  }
}
process.stdout.write(JSON.stringify(out));
