"""The poolrules study app (Textual): rule browser, practice quizzes, exams and progress."""
