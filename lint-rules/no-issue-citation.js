/**
 * No comment cites an issue by its number (the word issue, '#' and digits): a reader of the repository cannot
 * open it. A comment cites the docs section or ADR that holds the rule instead (docs/README.md, 'Citing these
 * documents'); issue numbers belong in commit messages.
 */
const ISSUE_NUMBER = /\bissue #\d+/i;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: "Forbid 'issue #N' in comments; cite the docs section or ADR that holds the rule." },
    schema: [],
    messages: {
      issueNumber:
        "'{{cited}}' cannot be opened from the repository: cite the docs section or ADR that holds the rule " +
        "(docs/README.md, 'Citing these documents').",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = ISSUE_NUMBER.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'issueNumber', data: { cited: match[0] } });
        }
      },
    };
  },
};
