/**
 * A recording fetch for the adapters that take one (PSP, assistant): each request they send is kept
 * (a readable copy, in order) and answered by `answer`; nothing leaves the test.
 */
export function fetchRecorder(answer: (req: Request) => Response | Promise<Response>) {
  const sent: ReturnType<Request["clone"]>[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    sent.push(req.clone());
    return answer(req);
  }) as typeof fetch;
  return { sent, fetchFn };
}
