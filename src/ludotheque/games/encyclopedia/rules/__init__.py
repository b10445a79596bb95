"""Encyclopedia's rules, a module per phase or action: flow.py runs the rounds (setup,
drafts, dice, turns, seal actions, the end); decisions.py asks and plays each decision;
actions.py the action step and the four simple areas; expedition.py and publication.py
the two long actions; automa.py the Automa's turns. Below them: dice.py, experts.py,
markets.py and reputation.py, the pieces every action moves."""
