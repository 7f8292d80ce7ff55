/**
 * Resolves in a task of its own, so what follows runs after the browser has had its turn (input,
 * paint). A message, not a timer: timers are clamped when nested, and a test's fake clock holds them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
