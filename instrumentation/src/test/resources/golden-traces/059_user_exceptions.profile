lines 171
sha256 fbf0b857fbee5480d5ed251c450f98043849d5ab4047028151bcdabe277d7c5f
call <module> 0
c_call <module> 2 __build_class__
call AppError 2
return AppError 3
c_return <module> 2 __build_class__
c_call <module> 4 __build_class__
call ParseError 4
return ParseError 5
c_return <module> 4 __build_class__
c_call <module> 8 __build_class__
call HttpError 8
return HttpError 12
c_return <module> 8 __build_class__
c_call <module> 14 __build_class__
call NotFound 14
return NotFound 15
c_return <module> 14 __build_class__
call parse 18
c_call parse 19 splitlines
c_return parse 19 splitlines
c_call parse 20 find
c_return parse 20 find
c_call parse 20 find
c_return parse 20 find
return parse 23
c_call <module> 24 print
c_return <module> 24 print
call parse 18
c_call parse 19 splitlines
c_return parse 19 splitlines
