/** A list of `file: problem` lines; codegen fails when it is not empty. */
export class Problems {
  readonly items: Array<{ file: string; problem: string }> = [];

  add(file: string, problem: string): void {
    this.items.push({ file, problem });
  }

  get empty(): boolean {
    return this.items.length === 0;
  }

  toString(): string {
    return this.items.map(({ file, problem }) => `${file}: ${problem}`).join('\n');
  }
}
